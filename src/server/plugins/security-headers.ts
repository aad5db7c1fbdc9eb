import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set for these options, computed once. @fastify/helmet built a new helmet
 * middleware on every request (parsing the CSP directives each time: ~5% of a signed-in health
 * check's CPU, and its garbage); our options hold nothing per request (no nonces), so the answer is
 * the same for every request and is set from this table instead. Helmet stays the source of the values.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Sets the same security headers on every answer (errors and 404s included), from one table. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  const entries = Object.entries(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    done();
  });
}
