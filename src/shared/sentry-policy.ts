/**
 * What Sentry may collect, the same for the server (@sentry/node, plugins/error-reporting.ts) and the
 * web (@sentry/react, web/lib/sentry.ts): errors only, no personal data: no cookies (the session),
 * bodies, query strings (invitation tokens), local variables or user fields; only a few harmless
 * request headers. No Sentry import here: each side passes it to its own `Sentry.init`.
 */
export function sentryDataCollection() {
  return {
    userInfo: false,
    cookies: false,
    httpBodies: [] as never[],
    urlQueryParams: false,
    httpHeaders: { request: { allow: ['user-agent', 'accept', 'content-type'] }, response: false },
    databaseQueryData: false,
    stackFrameVariables: false,
  };
}
