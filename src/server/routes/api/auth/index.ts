import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailBody,
  RegisterBuyerBody,
  ResetPasswordBody,
  ResetPasswordParams,
  SignInBody,
  StaffSignInBody,
  VerifyEmailBody,
} from '../../../../shared/auth/auth-schemas.ts';
import {
  CurrentUserAnswer,
  EmailAnswer,
  PasswordChanged,
  Session,
  SignedOut,
} from '../../../../shared/auth/auth.contract.ts';
import { StaffSignInAnswer } from '../../../../shared/staff/staff.contract.ts';
import { AcceptInviteAnswer, AcceptInviteBody, InviteTokenParams } from '../../../../shared/staff/team.contract.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { ServiceContext } from '../../../services/context.ts';
import { created, ok } from '../../../http/envelope.ts';
import type { ErrorStatus } from '../../../http/responses.ts';
import { publicCalls, signedInCalls } from '../../../http/route-options.ts';
import { PRIVATE_ANSWER, bearerToken } from '../../../plugins/auth.ts';
import { getCurrentUser } from '../../../services/accounts.service.ts';
import {
  registerBuyer,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signInStaff,
  signOut,
  verifyEmail,
} from '../../../services/auth.service.ts';
import { acceptInvitation } from '../../../services/team.service.ts';
import {
  accountLocked,
  addressFromClient,
  byAddress,
  byAddressAndClient,
  byIp,
  createFailureLimiter,
  createLimiter,
  type Limiter,
} from './rate-limits.ts';
import { requestLocale } from '../../../http/language.ts';
import { DEFAULT_LOCALE } from '../../../../shared/i18n/locales.ts';

const tags = ['Accounts'];
const open = publicCalls(tags);
const call = signedInCalls(tags);

/** The failures of a call made with an address or a link, before signing in: no token is involved. */
const BEFORE_SIGN_IN_ERRORS: readonly ErrorStatus[] = [400, 429, 500];
/** Signing in: wrong credentials answer 401, an account that may not sign in 403. */
const SIGN_IN_ERRORS: readonly ErrorStatus[] = [400, 401, 403, 429, 500];

/** The /auth calls of docs/product/api.md. */
const auth: FastifyPluginAsyncZod = async (app) => {
  const limit = {
    signInPerIp: createLimiter(app, 'signInPerIp', byIp),
    signInFailuresPerClient: createFailureLimiter(app, 'signInFailuresPerClient', byAddressAndClient),
    signInFailuresPerAccount: createFailureLimiter(app, 'signInFailuresPerAccount', byAddress, accountLocked),
    registerPerIp: createLimiter(app, 'registerPerIp', byIp),
    forgotPerAddress: createLimiter(app, 'forgotPasswordPerAddress', byAddress),
    forgotPerIp: createLimiter(app, 'forgotPasswordPerIp', byIp),
    resendPerAddress: createLimiter(app, 'resendPerAddress', byAddress),
    resendPerIp: createLimiter(app, 'resendPerIp', byIp),
    linkPerIp: createLimiter(app, 'linkPerIp', byIp),
  };

  // Answers carry tokens and personal data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_ANSWER);
  });

  app.post(
    '/auth/register-buyer',
    {
      ...open(
        'Register a buyer account; a verification mail follows',
        { body: RegisterBuyerBody },
        { 201: EmailAnswer },
        BEFORE_SIGN_IN_ERRORS,
      ),
      preHandler: [limit.registerPerIp.hit],
    },
    async (request, reply) => {
      // The account reads the language the buyer signed up in: the form's, else the site's.
      const language = request.body.language ?? requestLocale(request) ?? DEFAULT_LOCALE;
      return created(reply, await registerBuyer(request.ctx, { ...request.body, language }));
    },
  );

  app.post(
    '/auth/verify-email',
    {
      ...open(
        'Verify the e-mail address with the link from the mail',
        { body: VerifyEmailBody },
        { 200: EmailAnswer },
        BEFORE_SIGN_IN_ERRORS,
      ),
      preHandler: [limit.linkPerIp.hit],
    },
    async (request) => ok(await verifyEmail(request.ctx, request.body)),
  );

  /**
   * A mail sent to an address on request. The answer is the same whether or not the address
   * has an account, so nobody learns which addresses do.
   */
  const mailToAddress = (
    url: string,
    summary: string,
    limits: Limiter[],
    send: (ctx: ServiceContext, email: string) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        ...open(summary, { body: EmailBody }, { 200: EmailAnswer }, BEFORE_SIGN_IN_ERRORS),
        preHandler: limits.map((limiter) => limiter.hit),
      },
      async (request) => {
        // Only a known address has work to do (a token, a mail): done after the answer, so
        // how long the answer takes does not tell whether the address has an account.
        const { email } = request.body;
        app.afterAnswer(url, () => send(request.ctx, email));
        return ok({ email });
      },
    );

  mailToAddress(
    '/auth/resend-email-verification',
    'Send the verification mail again (the same answer whether or not the address has an account)',
    [limit.resendPerIp, limit.resendPerAddress],
    resendVerification,
  );

  // Every attempt is held against the account (from this network, and from all) before it is
  // judged; only wrong credentials keep counting: typing a password wrong a few times is
  // normal, and success never counts.
  const failureLimits = [limit.signInFailuresPerClient, limit.signInFailuresPerAccount];
  const releaseFailures = (request: FastifyRequest) =>
    Promise.all(failureLimits.map((limiter) => limiter.release(request)));
  const reserveFailures = async (request: FastifyRequest, reply: FastifyReply) => {
    await limit.signInFailuresPerClient.reserve(request, reply);
    try {
      await limit.signInFailuresPerAccount.reserve(request, reply);
    } catch (error) {
      // Refused by the account-wide lock: not an attempt this network made.
      await limit.signInFailuresPerClient.release(request);
      throw error;
    }
  };
  const countingFailures = async <T>(request: FastifyRequest, signingIn: Promise<T>) => {
    let answer: T;
    try {
      answer = await signingIn;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) await releaseFailures(request);
      throw error;
    }
    await releaseFailures(request);
    return ok(answer);
  };
  const signInLimits = [limit.signInPerIp.hit, reserveFailures];

  app.post(
    '/auth/signin-buyer',
    {
      ...open(
        'Sign in to a buyer account; answers the bearer token',
        { body: SignInBody },
        { 200: Session },
        SIGN_IN_ERRORS,
      ),
      preHandler: signInLimits,
    },
    async (request) => countingFailures(request, signIn(request.ctx, request.body)),
  );

  app.post(
    '/auth/signin-staff',
    {
      ...open(
        'Sign in to a staff account (with the TOTP or a recovery code once enabled); answers the bearer token',
        { body: StaffSignInBody },
        { 200: StaffSignInAnswer },
        SIGN_IN_ERRORS,
      ),
      preHandler: signInLimits,
    },
    async (request) => countingFailures(request, signInStaff(request.ctx, { ...request.body, ip: request.ip })),
  );

  app.get(
    '/auth/current-user',
    { ...call('The signed-in user', {}, { 200: CurrentUserAnswer }, [401, 429, 500]), preHandler: app.requireUser },
    async (request) => ok({ currentUser: await getCurrentUser(request.ctx) }),
  );

  app.get(
    '/auth/signout',
    {
      ...call('End this session: its token stops working', {}, { 200: SignedOut }, [401, 429, 500]),
      preHandler: app.requireUser,
    },
    async (request) => {
      await signOut(request.ctx, bearerToken(request.headers.authorization));
      return ok({ signedOut: true as const });
    },
  );

  mailToAddress(
    '/auth/forgot-password',
    'Mail a password-reset link (the same answer whether or not the address has an account)',
    [limit.forgotPerIp, limit.forgotPerAddress],
    requestPasswordReset,
  );

  app.post(
    '/auth/accept-invite/:token',
    {
      ...open(
        'Accept a staff invitation: set the password',
        {
          params: InviteTokenParams,
          body: AcceptInviteBody,
          description: 'Sets the password of an invited staff member; the invitation link works once, for 48 hours.',
        },
        { 200: AcceptInviteAnswer },
        [400, 409, 429, 500],
      ),
      preHandler: [limit.linkPerIp.hit],
    },
    async (request) => ok(await acceptInvitation(request.ctx, { ...request.params, ...request.body })),
  );

  app.post(
    '/auth/reset-password/:resetToken',
    {
      ...open(
        'Set a new password with the link from the reset mail; every session ends',
        { params: ResetPasswordParams, body: ResetPasswordBody },
        { 200: PasswordChanged },
        BEFORE_SIGN_IN_ERRORS,
      ),
      preHandler: [limit.linkPerIp.hit],
    },
    async (request) => {
      const { email, ...answer } = await resetPassword(request.ctx, { ...request.params, ...request.body });
      // The mailed link proves the owner: the account's sign-in lock is lifted, everywhere and
      // for the network the owner is on, so a new password works at once.
      await limit.signInFailuresPerAccount.clear(email.toLowerCase());
      await limit.signInFailuresPerClient.clear(addressFromClient(email, request));
      return ok(answer);
    },
  );
};

export default auth;
