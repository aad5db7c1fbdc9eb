import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/open.ts';
import { seedDemo } from '../seed/demo.ts';
import { runTool } from './run-tool.ts';

/** `npm run seed`: creates whatever demo data is missing (idempotent). */
await runTool('seed', async () => {
  const env = parseEnv();
  const { database, release } = await openDatabase(env);
  try {
    await seedDemo({ env, database, db: database.db });
    console.log('Demo data is in place.');
  } finally {
    await database.close();
    release();
  }
});
