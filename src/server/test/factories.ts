import type { FastifyInstance } from 'fastify';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';

/** Signs in through the real endpoint and returns the Cookie header to send with later calls. */
export async function loginAs(
  app: FastifyInstance,
  identifier: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { identifier, password } });
  if (res.statusCode !== 200) throw new Error(`login ${identifier} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  return `sid=${cookie.value}`;
}

/** The demo accounts' e-mails by key (the one list: seed/demo-accounts.ts). */
export const DEMO = DEMO_EMAILS;
