import { REASSIGN_BATCH_MAX } from '#shared/schemas/ids.ts';

export type ReassignOutcome<R> = { reassigned: R[]; refused: { message: string }[] };

/**
 * Sends a reassignment of any number of requests as calls of at most REASSIGN_BATCH_MAX ids, one after
 * another (a staff account deactivated with 700 open requests is handed over in two). The outcomes are
 * added up; a call that fails after others went through answers what they did with its error as
 * `failed`, so the dialog says how many moved instead of a bare error for work half done.
 */
export async function reassignInBatches<R>(
  ids: number[],
  send: (batch: number[]) => Promise<ReassignOutcome<R>>,
): Promise<ReassignOutcome<R> & { failed?: unknown }> {
  const total: ReassignOutcome<R> = { reassigned: [], refused: [] };
  for (let start = 0; start < ids.length; start += REASSIGN_BATCH_MAX) {
    try {
      const outcome = await send(ids.slice(start, start + REASSIGN_BATCH_MAX));
      total.reassigned.push(...outcome.reassigned);
      total.refused.push(...outcome.refused);
    } catch (failed) {
      if (start === 0) throw failed;
      return { ...total, failed };
    }
  }
  return total;
}
