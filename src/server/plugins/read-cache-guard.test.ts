import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { requireStaff, requireUser } from './auth.ts';
import { readCachePlugin } from './read-cache.ts';

// A cached route's waiters rely on its guard having confirmed their user (read-cache.ts): a route
// marked for the read cache without one is refused when it is registered, not found in review.
describe('a route marked for the read cache', () => {
  const appWithCache = async () => {
    const app = Fastify();
    await app.register(readCachePlugin, { ctx: { env: { READ_CACHE: false } } as unknown as AppContext });
    return app;
  };

  it('is refused without a guard', async () => {
    const app = await appWithCache();
    expect(() => app.get('/api/open', { config: { readCache: true } }, async () => ({}))).toThrow(
      'readCache needs a guard',
    );
    await app.close();
  });

  it('is taken with one, as a single guard or in a list', async () => {
    const app = await appWithCache();
    app.get('/api/mine', { config: { readCache: true }, preHandler: requireUser }, async () => ({}));
    app.get('/api/staff', { config: { readCache: true }, preHandler: [requireStaff] }, async () => ({}));
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/mine' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/api/staff' })).toBe(true);
    await app.close();
  });
});
