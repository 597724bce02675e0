import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  cookieLocale,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Locale,
  preferredLocale,
} from '../../shared/i18n/locales.ts';

const ONE_YEAR_S = 365 * 24 * 3600;

/** The language a request speaks without asking: the remembered choice, else the browser's. */
export const requestLocale = (request: FastifyRequest): Locale | undefined =>
  cookieLocale(request.headers.cookie) ?? preferredLocale(request.headers['accept-language']);

/**
 * The language a visitor asks for: the header's switch (?lang=fr, remembered in a cookie for
 * the next visits), else the remembered choice, else the browser's language. Answering with
 * the right language at once, instead of redirecting, costs a phone on 3G no extra round trip
 * before the first paint.
 */
export function requestedLocale(request: FastifyRequest, reply: FastifyReply): Locale | undefined {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  if (isLocale(asked)) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('Set-Cookie', `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`);
    return asked;
  }
  return requestLocale(request);
}
