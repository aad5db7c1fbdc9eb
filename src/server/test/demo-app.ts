import { seedDemo } from '../seed/demo.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { DEMO, loginAs } from './factories.ts';

/** A test app with the demo data seeded and every demo account signed in (`cookies` by account key). */
export type DemoApp = TestApp & { cookies: Record<string, string> };

/** The set-up of the API tests that act as the demo accounts: build, seed, sign everyone in. */
export async function buildDemoApp(envOverrides: Record<string, string> = {}): Promise<DemoApp> {
  const t = await buildTestApp(envOverrides);
  await seedDemo(t.ctx);
  const cookies: Record<string, string> = {};
  for (const [k, v] of Object.entries(DEMO)) cookies[k] = await loginAs(t.app, v);
  return { ...t, cookies };
}
