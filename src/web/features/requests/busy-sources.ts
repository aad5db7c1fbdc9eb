import { useCallback, useMemo, useRef, useState } from 'react';

/** The key the voice recorder reports under; its hint differs from the drop zones'. */
export const AUDIO_SOURCE = 'audio';

/**
 * Parts of a form that are still working (a batch uploading in a drop zone, a voice note being
 * recorded or uploaded). Each part reports through its own stable callback, so the form can hold
 * Save until every part is done: a request saved mid-upload would lose the files still in flight.
 */
export function useBusySources(): {
  busy: boolean;
  /** Why Save waits, in the user's words; null when nothing is busy. */
  hint: string | null;
  reporter: (key: string) => (busy: boolean) => void;
} {
  const [sources, setSources] = useState<ReadonlySet<string>>(() => new Set());
  const reporters = useRef(new Map<string, (busy: boolean) => void>());

  const reporter = useCallback((key: string) => {
    let report = reporters.current.get(key);
    if (!report) {
      report = (busy: boolean) =>
        setSources((current) => {
          if (current.has(key) === busy) return current;
          const next = new Set(current);
          if (busy) next.add(key);
          else next.delete(key);
          return next;
        });
      reporters.current.set(key, report);
    }
    return report;
  }, []);

  return useMemo(() => {
    // Files still uploading are the stronger reason: they finish on their own, a voice note does not.
    const files = [...sources].some((key) => key !== AUDIO_SOURCE);
    const hint = files
      ? 'Waiting for uploads to finish…'
      : sources.has(AUDIO_SOURCE)
        ? 'Finish the voice note first…'
        : null;
    return { busy: sources.size > 0, hint, reporter };
  }, [sources, reporter]);
}
