import { parseEnv, ConfigError } from './env.ts';
import { openDatabase } from './db/open.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed/demo.ts';
import { startBackground } from './background.ts';

/** Process entry: configuration, database, app, background workers, graceful shutdown. */
async function main(): Promise<void> {
  const env = parseEnv();
  const { database, release } = await openDatabase(env);
  const ctx = { env, database, db: database.db };
  if (env.SEED_DEMO) await seedIfEmpty(ctx);
  const app = await buildApp(ctx, { logger: { level: env.LOG_LEVEL } });
  const background = await startBackground(ctx, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
    // A last resort if closing itself hangs after the drain.
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_DRAIN_MS + 10_000);
    force.unref();
    try {
      // New requests get 503 + Connection: close while those in flight finish (up to SHUTDOWN_DRAIN_MS).
      const drained = await app.drain(env.SHUTDOWN_DRAIN_MS);
      if (!drained) app.log.warn('drain time over: closing with requests still in flight');
      await app.close();
      await background.stop();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Every pooled connection open before the first request (db/client.ts, `warm`); without them the
  // server still works, opening connections as needed.
  await database.warm().catch((error: unknown) => app.log.warn({ err: error }, 'database pool not warmed'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info({ database: database.kind, dataDir: env.dataDir }, `ready on http://localhost:${env.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
