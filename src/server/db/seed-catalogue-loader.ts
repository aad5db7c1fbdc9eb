import type { Db } from './client.ts';

/** Inserts the seed request-type catalogue (skips types that exist by name). Filled in with the catalogue. */
export async function seedCatalogue(_db: Db): Promise<void> {}
