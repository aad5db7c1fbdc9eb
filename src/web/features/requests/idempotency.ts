import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from './api.ts';

/**
 * The Idempotency-Key for a save of the request form. A save sent again unchanged (its answer was
 * lost, the button was clicked twice) carries the same key, so the server answers the request the
 * first attempt made and charges once. A save of another kind (Save as Draft, then Submit) or with
 * changed fields gets a new key: the server refuses a key reused for something else.
 */
export function useIdempotencyKey(): (kind: string, data: unknown) => string {
  const last = useRef<{ what: string; key: string } | null>(null);
  return useCallback((kind: string, data: unknown) => {
    const what = JSON.stringify([kind, data]);
    if (last.current?.what !== what) last.current = { what, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
