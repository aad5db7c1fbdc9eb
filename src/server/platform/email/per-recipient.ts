import type { PerRecipient } from './outbox.ts';

/**
 * Several per-recipient parts as one (issue 28's List-Unsubscribe headers and issue 29's Reply-To on
 * the same e-mail): headers merged, and for replyTo, html and text the last part that gives one wins.
 * Undefined parts are left out; none at all answers undefined (queueEmail then adds nothing).
 */
export function combinePerRecipient(...parts: (PerRecipient | undefined)[]): PerRecipient | undefined {
  const given = parts.filter((p): p is PerRecipient => !!p);
  if (given.length <= 1) return given[0];
  return (address) => {
    const out: ReturnType<PerRecipient> = {};
    for (const part of given) {
      const p = part(address);
      if (p.headers) out.headers = { ...out.headers, ...p.headers };
      if (p.replyTo !== undefined) out.replyTo = p.replyTo;
      if (p.html !== undefined) out.html = p.html;
      if (p.text !== undefined) out.text = p.text;
    }
    return out;
  };
}
