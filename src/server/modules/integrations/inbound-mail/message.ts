import crypto from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import EmailReplyParser from 'email-reply-parser';
import { escapeHtml, REPLY_HINT } from '../../../platform/email/templates.ts';

/**
 * Reading an inbound message (issue 29): parsed by mailparser, the reply's own text by
 * email-reply-parser (quoted history, "On … wrote:", signatures cut), the signs of an automatic
 * message that must never be answered.
 */

/** The longest text handed to the reply parser (its regular expressions run on the text). */
const MAX_TEXT_CHARS = 200_000;

export type InboundMessage = {
  parsed: ParsedMail;
  /** The Message-ID, or a digest of the bytes when there is none (so a redelivery is still one). */
  messageId: string;
  /** Header lines by lower-case name, values unfolded. */
  header: (name: string) => string[];
};

/** Parses the message; only its header block when `headersOnly` (an over-size message). */
export async function parseMessage(raw: Buffer, headersOnly = false): Promise<InboundMessage> {
  let source = raw;
  if (headersOnly) {
    const end = raw.indexOf('\r\n\r\n');
    const endLf = raw.indexOf('\n\n');
    const cut = [end, endLf].filter((i) => i >= 0).sort((a, b) => a - b)[0];
    source = cut === undefined ? raw : raw.subarray(0, cut + 2);
  }
  const parsed = await simpleParser(source, {
    skipTextToHtml: true,
    skipImageLinks: true,
    maxHtmlLengthToParse: 2_000_000,
  });
  const lines = new Map<string, string[]>();
  for (const h of parsed.headerLines) {
    const value = h.line
      .slice(h.line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    lines.set(h.key, [...(lines.get(h.key) ?? []), value]);
  }
  const messageId =
    parsed.messageId?.trim().slice(0, 500) ||
    `<sha256.${crypto.createHash('sha256').update(raw).digest('hex')}@no-message-id>`;
  return { parsed, messageId, header: (name) => lines.get(name.toLowerCase()) ?? [] };
}

/** Bare addresses of an address header, lower case. */
export const addressesOf = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((a) => a.value)
    .flatMap((a) =>
      a.address ? [a.address.trim().toLowerCase()] : (a.group ?? []).flatMap((g) => g.address ?? []),
    );

/** The bare address in `<…>` or the whole text, lower case; '' for the null sender `<>`. */
export const bareAddress = (value: string): string => {
  const m = /<([^>]*)>/.exec(value);
  return (m ? m[1]! : value).trim().toLowerCase();
};

/**
 * Why the message looks automatic (RFC 3834 Auto-Submitted other than "no", bulk or list precedence,
 * a mailing list, a bounce from a null or MAILER-DAEMON sender), or null. Such mail is never turned
 * into a comment nor answered: answering an auto-reply is how mail loops start.
 */
export function loopReason(m: InboundMessage, envelopeFrom: string | null | undefined): string | null {
  const auto = m.header('auto-submitted')[0]?.split(';')[0]?.trim().toLowerCase();
  if (auto && auto !== 'no') return `Auto-Submitted: ${auto}`;
  const precedence = m.header('precedence')[0]?.trim().toLowerCase();
  if (precedence && ['bulk', 'list', 'junk'].includes(precedence)) return `Precedence: ${precedence}`;
  if (m.header('list-id').length) return 'List-Id';
  if (m.header('x-autoreply').length || m.header('x-autorespond').length) return 'X-Autoreply';
  const senders = [
    ...(envelopeFrom !== undefined && envelopeFrom !== null ? [envelopeFrom] : []),
    ...m.header('return-path'),
  ].map(bareAddress);
  if (senders.some((s) => s === '')) return 'null sender';
  const from = addressesOf(m.parsed.from);
  if ([...senders, ...from].some((a) => /^(mailer-daemon|postmaster)@/.test(a))) {
    return 'MAILER-DAEMON sender';
  }
  return null;
}

/**
 * What the person wrote: the plain text (mailparser makes it from the HTML when there is no text
 * part), without the quoted history, the "On … wrote:" line, the signature and our own hint.
 */
export function replyText(m: InboundMessage): string {
  const text = (m.parsed.text ?? '').replace(/\r\n/g, '\n').slice(0, MAX_TEXT_CHARS);
  const visible = new EmailReplyParser().read(text).getVisibleText();
  return visible
    .split('\n')
    .filter((line) => line.trim() !== REPLY_HINT)
    .join('\n')
    .trim();
}

/** Plain text as comment HTML: a paragraph per blank-line-separated block, line breaks kept. */
export const textToHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
