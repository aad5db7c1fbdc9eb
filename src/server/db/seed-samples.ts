import type { Db } from './client.ts';

/** A dozen sample requests across statuses (created once). Filled in with the request service. */
export async function seedSampleRequests(_db: Db, _providerDomain: string): Promise<void> {}
