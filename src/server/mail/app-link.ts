/**
 * A link into the site for a mail: APP_URL (which may carry a base path, with or without a
 * trailing slash) followed by a path of the site. One rule for every mail, so no mail drops
 * the base path or doubles a slash.
 */
export const appLink = (appUrl: string, path: string) => `${appUrl.replace(/\/+$/, '')}${path}`;
