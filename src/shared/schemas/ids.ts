import { z } from 'zod';

/**
 * Ids of rows keyed by a PostgreSQL `integer` (serial): users, companies, enterprises, request types,
 * brand kits, sign-up requests. Above 2147483647 there can be no such row, and the database would
 * refuse the number: such an id is a 400 with a message, never a query.
 */
export const MAX_INT_ID = 2_147_483_647;
export const INVALID_ID = 'Invalid id';

export const intId = () => z.number().int().positive().max(MAX_INT_ID, INVALID_ID);
/** From a path or query string. */
export const intIdParam = () => z.coerce.number().int().positive().max(MAX_INT_ID, INVALID_ID);

/**
 * The most requests one reassignment call takes (Team and Staff): a bound on one transaction's work.
 * The web's reassign dialog sends a longer list in batches of this size (`reassign-in-batches.ts`).
 */
export const REASSIGN_BATCH_MAX = 500;
/** The request ids of one reassignment call. */
export const reassignRequestIds = () => z.array(z.number().int().positive()).min(1).max(REASSIGN_BATCH_MAX);
