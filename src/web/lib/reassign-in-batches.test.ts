import { describe, expect, it } from 'vitest';
import { REASSIGN_BATCH_MAX } from '#shared/schemas/ids.ts';
import { reassignInBatches } from './reassign-in-batches.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('reassignInBatches', () => {
  it('sends 1,201 requests as three calls the server accepts, and adds up what they answered', async () => {
    const calls: number[][] = [];
    const result = await reassignInBatches(ids(1201), async (batch) => {
      calls.push(batch);
      // The server refuses a longer list (the schemas' REASSIGN_BATCH_MAX): so would this.
      if (batch.length > REASSIGN_BATCH_MAX) throw new Error('Too many');
      return {
        reassigned: batch.filter((id) => id !== 7),
        refused: batch.includes(7) ? [{ message: 'no' }] : [],
      };
    });
    expect(calls.map((c) => c.length)).toEqual([500, 500, 201]);
    expect(calls.flat()).toEqual(ids(1201));
    expect(result.reassigned).toHaveLength(1200);
    expect(result.refused).toEqual([{ message: 'no' }]);
    expect(result.failed).toBeUndefined();
  });

  it('a failure after a batch went through says what moved; a failure of the first is thrown', async () => {
    let n = 0;
    const half = await reassignInBatches(ids(600), async (batch) => {
      n += 1;
      if (n === 2) throw new Error('offline');
      return { reassigned: batch, refused: [] };
    });
    expect(half.reassigned).toHaveLength(500);
    expect(half.failed).toEqual(new Error('offline'));
    await expect(
      reassignInBatches(ids(3), async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
  });
});
