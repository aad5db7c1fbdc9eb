import { AppError } from '#shared/errors.ts';
import type { Env } from '../env.ts';

/**
 * How many CSV exports each user has running on this instance. An export holds the database for
 * seconds to minutes (keyset batches up to the row cap), so one person starting many at once could
 * take the server from everyone else; beyond the limit the next one is refused with 429 until one
 * finishes (its response ends or the connection closes).
 */
export type ExportSlots = { acquire(userId: number): () => void };

export function createExportSlots(perUser: number): ExportSlots {
  const running = new Map<number, number>();
  return {
    acquire(userId) {
      const now = running.get(userId) ?? 0;
      if (now >= perUser) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `You already have ${now} exports running (at most ${perUser} at a time). Wait for one to finish, then try again.`,
        );
      }
      running.set(userId, now + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}

// One set per app (keyed by its env, shared by its route plugins): the ledger and the request
// exports count together.
const perApp = new WeakMap<Env, ExportSlots>();
export function exportSlotsFor(env: Env): ExportSlots {
  let slots = perApp.get(env);
  if (!slots) perApp.set(env, (slots = createExportSlots(env.CSV_EXPORTS_PER_USER)));
  return slots;
}
