// Which link targets editors' content may put on a page: web, mail and phone addresses and
// links within the site. Anything else (javascript:, data:, vbscript:, a scheme a browser
// might add tomorrow) could run script or open something the reader did not ask for, so it is
// refused by the content schemas and dropped by the markdown sanitiser alike.

/** The schemes a link may name; a link without a scheme is relative to the page. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The target as a browser reads it: tabs and line breaks are dropped anywhere and control
 * characters and spaces at either end (so `java\tscript:` is `javascript:`).
 */
// eslint-disable-next-line no-control-regex -- control characters are what is removed here
const browserForm = (url: string) => url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/**
 * Whether a link may stand in a page: a scheme of LINK_SCHEMES, or a relative link (a path,
 * `#anchor`, `?query`). A link starting with two slashes (either way round, as browsers read
 * `\`) names another host with no scheme written and is refused too.
 */
export function isSafeLink(url: string): boolean {
  const target = browserForm(url);
  if (/^[/\\]{2}/.test(target)) return false;
  const scheme = SCHEME.exec(target)?.[1];
  return scheme === undefined || LINK_SCHEMES.includes(scheme.toLowerCase());
}

/** Whether an absolute address is a web one (http or https), as outbound links and profiles must be. */
export const isWebAddress = (url: string) => /^https?:\/\/[^/\\\s]/i.test(browserForm(url)) && isSafeLink(url);
