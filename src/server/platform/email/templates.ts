import type { Env } from '../../env.ts';
import { STATUS_LABELS, isRequestStatus } from '#shared/domain/request-status.ts';
import { requestPath } from '#shared/schemas/notification.ts';
import { cutText } from '#shared/domain/text-cut.ts';

/**
 * E-mail templates: every message has an HTML and a plain-text part, names the provider, and links to
 * the request. Every value that comes from a user is escaped.
 */

export type EmailContent = { subject: string; html: string; text: string };

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The public origin of the app, for links in e-mails. */
export const appUrl = (env: Env) => (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
export const requestUrl = (env: Env, requestId: number, status: string) =>
  `${appUrl(env)}${requestPath(requestId, status)}`;

const statusLabel = (s: string) => (isRequestStatus(s) ? STATUS_LABELS[s] : s);

/** A block of an e-mail: the same content as HTML and as text. */
type Block = { html: string; text: string };
const para = (text: string, html = escapeHtml(text)): Block => ({
  html: `<p style="margin:0 0 16px">${html}</p>`,
  text,
});
const fields = (rows: [string, string][]): Block => ({
  html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555;vertical-align:top;white-space:nowrap;word-break:normal">${escapeHtml(k)}</td><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`,
  text: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
});
const quote = (text: string): Block => ({
  html: `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;color:#333;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`,
  text: text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n'),
});

/** Where the footer starts: what `withReplyHint` inserts before. */
const FOOTER_HTML = '<p style="margin:24px 0 0;font-size:12px;color:#777">';
const FOOTER_TEXT = '-- \n';

export const REPLY_HINT =
  'Reply to this e-mail to comment on the request. Keep your reply above the quoted text.';

/**
 * The content with a line saying that a reply becomes a comment (reply by e-mail, issue 29), just
 * above the footer; sent only with a Reply-To address.
 */
export function withReplyHint(content: EmailContent): EmailContent {
  const html = `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(REPLY_HINT)}</p>\n`;
  const h = content.html.lastIndexOf(FOOTER_HTML);
  const t = content.text.lastIndexOf(FOOTER_TEXT);
  return {
    subject: content.subject,
    html: h < 0 ? content.html : `${content.html.slice(0, h)}${html}${content.html.slice(h)}`,
    text:
      t < 0
        ? `${content.text}\n\n${REPLY_HINT}`
        : `${content.text.slice(0, t)}${REPLY_HINT}\n\n${content.text.slice(t)}`,
  };
}

function layout(
  env: Env,
  subject: string,
  heading: string,
  blocks: Block[],
  action?: { label: string; url: string },
) {
  const provider = env.PROVIDER_NAME;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1976d2;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:6px;overflow-wrap:anywhere;word-break:break-word">
<p style="margin:0 0 16px;font-weight:bold;color:#1976d2">${escapeHtml(provider)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${blocks.map((b) => b.html).join('\n')}
${button}
${FOOTER_HTML}This message was sent by ${escapeHtml(provider)}.</p>
</div></body></html>`;
  const text = [
    provider,
    '',
    heading,
    '',
    ...blocks.map((b) => `${b.text}\n`),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `${FOOTER_TEXT}This message was sent by ${provider}.`,
  ].join('\n');
  return { subject, html, text };
}

export type RequestInfo = {
  id: number;
  title: string;
  status: string;
  companyName: string;
  creatorName: string;
};

export const templates = {
  /** To staff, when a request is submitted (NOT_START). */
  newRequest(env: Env, r: RequestInfo, actorName: string): EmailContent {
    return layout(
      env,
      `New service request: ${r.title}`,
      'A new service request was submitted',
      [
        para(`${actorName} submitted a new service request.`),
        fields([
          ['Title', r.title],
          ['Company', r.companyName],
          ['Created by', r.creatorName],
          ['Status', statusLabel(r.status)],
        ]),
      ],
      { label: 'Open the request', url: requestUrl(env, r.id, r.status) },
    );
  },

  /** To the assignees and assignedTo users, when the status changes. */
  statusChanged(env: Env, r: RequestInfo, actorName: string, from: string, to: string): EmailContent {
    return layout(
      env,
      `Status changed to ${statusLabel(to)}: ${r.title}`,
      'The status of a service request changed',
      [
        para(
          `${actorName} changed the status of "${r.title}" from ${statusLabel(from)} to ${statusLabel(to)}.`,
        ),
        fields([
          ['Title', r.title],
          ['Company', r.companyName],
          ['Previous status', statusLabel(from)],
          ['New status', statusLabel(to)],
        ]),
      ],
      { label: 'Open the request', url: requestUrl(env, r.id, r.status) },
    );
  },

  /** To the assignees and assignedTo users, when a request is cancelled. */
  cancelled(env: Env, r: RequestInfo, actorName: string): EmailContent {
    return layout(
      env,
      `Service request cancelled: ${r.title}`,
      'A service request was cancelled',
      [
        para(`${actorName} cancelled the service request "${r.title}".`),
        fields([
          ['Title', r.title],
          ['Company', r.companyName],
          ['Created by', r.creatorName],
        ]),
      ],
      { label: 'Open the request', url: requestUrl(env, r.id, r.status) },
    );
  },

  /** To the people newly assigned to a request, when their E-mail for "Assigned to me" is on (issue 28). */
  assigned(env: Env, r: RequestInfo, actorName: string): EmailContent {
    return layout(
      env,
      `You were assigned to ${r.title}`,
      'You were assigned to a service request',
      [
        para(`${actorName} assigned you to the service request "${r.title}".`),
        fields([
          ['Title', r.title],
          ['Company', r.companyName],
          ['Created by', r.creatorName],
          ['Status', statusLabel(r.status)],
        ]),
      ],
      { label: 'Open the request', url: requestUrl(env, r.id, r.status) },
    );
  },

  /**
   * The daily digest (issue 28): what happened on the requests a person follows since their last
   * digest, grouped by request (in the order of their first event), each with a link.
   */
  digest(
    env: Env,
    s: {
      name: string;
      day: string;
      requests: { title: string; url: string; lines: string[] }[];
      settingsUrl: string;
    },
  ): EmailContent {
    const count = s.requests.reduce((n, r) => n + r.lines.length, 0);
    const blocks: Block[] = s.requests.map((r) => ({
      html: `<h2 style="font-size:16px;margin:16px 0 8px"><a href="${escapeHtml(r.url)}" style="color:#1976d2">${escapeHtml(r.title)}</a></h2><ul style="margin:0 0 16px;padding-left:20px">${r.lines
        .map((l) => `<li style="margin:0 0 4px">${escapeHtml(l)}</li>`)
        .join('')}</ul>`,
      text: [r.title, r.url, ...r.lines.map((l) => `- ${l}`)].join('\n'),
    }));
    return layout(
      env,
      `Your daily digest: ${count} ${count === 1 ? 'update' : 'updates'} on ${s.requests.length} ${s.requests.length === 1 ? 'request' : 'requests'}`,
      `Hello ${s.name}, here is what happened (${s.day})`,
      [
        ...blocks,
        para('You chose to get these updates once a day. You can change that in your notification settings.'),
      ],
      { label: 'Notification settings', url: s.settingsUrl },
    );
  },

  /** To the people of a request, when someone comments or replies. */
  comment(env: Env, r: RequestInfo, actorName: string, commentText: string, isReply: boolean): EmailContent {
    return layout(
      env,
      `New ${isReply ? 'reply' : 'comment'} on ${r.title}`,
      `${actorName} ${isReply ? 'replied to a comment' : 'commented'} on "${r.title}"`,
      [quote(commentText.length > 2000 ? `${cutText(commentText, 1999)}…` : commentText)],
      { label: 'Reply in the app', url: requestUrl(env, r.id, r.status) },
    );
  },

  /** To the customer side (creator, assignees), when staff deliver a version (issue 27). */
  deliverableReady(
    env: Env,
    r: RequestInfo,
    actorName: string,
    v: { number: number; noteText: string; fileCount: number; linkCount: number },
  ): EmailContent {
    const what = [
      v.fileCount ? `${v.fileCount} file${v.fileCount === 1 ? '' : 's'}` : '',
      v.linkCount ? `${v.linkCount} link${v.linkCount === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    return layout(
      env,
      `New version ready for review: ${r.title} (v${v.number})`,
      `Version ${v.number} of "${r.title}" is ready for review`,
      [
        para(`${actorName} delivered version ${v.number}${what.length ? ` (${what.join(', ')})` : ''}.`),
        ...(v.noteText
          ? [quote(v.noteText.length > 2000 ? `${cutText(v.noteText, 1999)}…` : v.noteText)]
          : []),
        para('Open the request to approve it or to ask for changes.'),
      ],
      { label: 'Review the version', url: requestUrl(env, r.id, r.status) },
    );
  },

  /** To the request's staff (assignedTo), when the customer approves a version. */
  deliverableApproved(env: Env, r: RequestInfo, actorName: string, number: number, finished: boolean) {
    return layout(
      env,
      `Version approved: ${r.title} (v${number})`,
      `${actorName} approved version ${number} of "${r.title}"`,
      [para(finished ? 'The request was marked Finished.' : 'The request keeps its status.')],
      { label: 'Open the request', url: requestUrl(env, r.id, r.status) },
    );
  },

  /** To the request's staff (assignedTo), when the customer asks for changes on a version. */
  deliverableChangesRequested(
    env: Env,
    r: RequestInfo,
    actorName: string,
    number: number,
    message: string,
    reopened = false,
  ) {
    return layout(
      env,
      `Changes requested: ${r.title} (v${number})`,
      `${actorName} asked for changes on version ${number} of "${r.title}"${reopened ? ' and reopened it: it is In Progress again' : ''}`,
      [quote(message.length > 2000 ? `${cutText(message, 1999)}…` : message)],
      { label: 'Open the request', url: requestUrl(env, r.id, r.status) },
    );
  },

  /**
   * To the sender of a reply by e-mail that was not added to the request (issue 29): why, in one
   * sentence, and that nothing was added.
   */
  replyBounce(env: Env, s: { subject: string; reason: string }) {
    const about = s.subject.trim() ? `: ${cutText(s.subject.trim(), 150)}` : '';
    return layout(
      env,
      `Your reply was not added${about}`,
      'Your reply was not added',
      [para(s.reason), para('Nothing was added to the request. You can always comment in the app.')],
      { label: `Open ${env.PROVIDER_NAME}`, url: `${appUrl(env)}/` },
    );
  },

  /** To staff, from the customers' Support page. */
  support(
    env: Env,
    m: { fullName: string; email: string; phone: string | null; message: string; company: string },
  ) {
    return layout(env, `Support request from ${m.fullName}`, 'A customer asked for support', [
      fields([
        ['Name', m.fullName],
        ['E-mail', m.email],
        ['Phone', m.phone ?? '—'],
        ['Company', m.company || '—'],
      ]),
      quote(m.message),
    ]);
  },

  /**
   * To the enterprise owner or staff, when someone asks to join a company (sign-up request), or to
   * staff when someone registers a new enterprise (`enterprise` set): then its name and the first
   * company's are both said.
   */
  signupRequest(
    env: Env,
    s: {
      name: string;
      email: string;
      company: string;
      enterprise?: string;
      message: string;
      reviewUrl: string;
    },
  ) {
    const joins = s.enterprise === undefined ? s.company : `${s.enterprise} (new enterprise)`;
    const where: [string, string][] =
      s.enterprise === undefined
        ? [['Company', s.company]]
        : [
            ['Enterprise', s.enterprise],
            ['First company', s.company],
          ];
    return layout(
      env,
      `Sign-up request for ${joins}`,
      s.enterprise === undefined
        ? `${s.name} asked to join ${joins}`
        : `${s.name} asked to register ${joins}`,
      [fields([['Name', s.name], ['E-mail', s.email], ...where]), ...(s.message ? [quote(s.message)] : [])],
      { label: 'Review the request', url: s.reviewUrl },
    );
  },

  /** To the person whose sign-up request was approved. */
  signupApproved(env: Env, s: { name: string; company: string; enterprise?: string }) {
    return layout(
      env,
      `Welcome to ${env.PROVIDER_NAME}`,
      'Your sign-up request was approved',
      [
        para(
          s.enterprise === undefined
            ? `Hello ${s.name}, your request to join ${s.company} was approved. You can now sign in.`
            : `Hello ${s.name}, your enterprise ${s.enterprise} is registered, with its first company ${s.company}, and you are its owner. You can now sign in.`,
        ),
      ],
      { label: 'Sign in', url: `${appUrl(env)}/login` },
    );
  },

  /**
   * To the person whose sign-up request was declined (issue 28): polite, no reason given (the one who
   * declined gives none), and a way to reach someone if they think it is a mistake.
   */
  signupDeclined(env: Env, s: { name: string; joining: string }) {
    return layout(
      env,
      `Your sign-up request to ${env.PROVIDER_NAME}`,
      'Your sign-up request was not approved',
      [
        para(
          `Hello ${s.name}, thank you for your interest. Your request to join ${s.joining} was not approved, so no account was created for you.`,
        ),
        para(
          'If you think this is a mistake, ask the person who invited you or your company’s owner to send you an invitation, or reply to this e-mail.',
        ),
      ],
    );
  },

  /** To the new address of an e-mail change: the confirmation link (modules/accounts/email-change.ts). */
  emailChangeConfirm(env: Env, s: { name: string; url: string; hours: number }) {
    return layout(
      env,
      'Confirm your new e-mail address',
      'Confirm your new e-mail address',
      [
        para(
          `Hello ${s.name}, you asked to use this address for your ${env.PROVIDER_NAME} account. Follow the link to confirm it; until you do, nothing changes.`,
        ),
        para(
          `The link works once and expires in ${s.hours} hours. If you did not ask for this, ignore this e-mail.`,
        ),
      ],
      { label: 'Confirm my new address', url: s.url },
    );
  },

  /** To the current address of an e-mail change: a notice, no link. */
  emailChangeNotice(env: Env, s: { name: string; newEmail: string }) {
    return layout(env, 'Your e-mail address is about to change', 'A change of e-mail address was requested', [
      para(
        `Hello ${s.name}, someone signed in to your ${env.PROVIDER_NAME} account asked to change its e-mail address to the one below. It changes only when the link sent there is followed.`,
      ),
      fields([['New address', s.newEmail]]),
      para('If this was not you, change your password now and tell us.'),
    ]);
  },

  /** To a person who asked to reset their password: a single-use link, valid `minutes` minutes. */
  passwordReset(env: Env, s: { name: string; url: string; minutes: number }) {
    return layout(
      env,
      `Reset your ${env.PROVIDER_NAME} password`,
      'Choose a new password',
      [
        para(`Hello ${s.name}, someone (we hope you) asked to reset the password of your account.`),
        para(
          `The link below lets you choose a new password. It works once, for ${s.minutes} minutes. Choosing a new password signs you out everywhere else.`,
        ),
        para('If you did not ask for this, ignore this e-mail: your password stays as it is.'),
      ],
      { label: 'Choose a new password', url: s.url },
    );
  },

  /**
   * To an address invited into an enterprise's team (modules/team/invitations/): the link, valid
   * `days` days, signs them up (or lets their existing account join).
   */
  teamInvitation(
    env: Env,
    s: { inviter: string; enterprise: string; companies: string[]; role: string; url: string; days: number },
  ) {
    return layout(
      env,
      `${s.inviter} invited you to ${s.enterprise} on ${env.PROVIDER_NAME}`,
      `Join ${s.enterprise} on ${env.PROVIDER_NAME}`,
      [
        para(
          `${s.inviter} invited you to join ${s.enterprise} as ${s.role === 'owner' ? 'an owner' : 'a member'}, to submit and follow service requests.`,
        ),
        fields([
          ['Enterprise', s.enterprise],
          [s.companies.length === 1 ? 'Company' : 'Companies', s.companies.join(', ')],
          ['Role', s.role === 'owner' ? 'Owner' : 'Member'],
        ]),
        para(
          `The link below works for ${s.days} days. If you already have an account with this address, sign in with it to accept. If you did not expect this invitation, ignore this e-mail.`,
        ),
      ],
      { label: 'Accept the invitation', url: s.url },
    );
  },

  /** To a person whose password was just changed or reset: a notice, in case it was not them. */
  passwordChanged(env: Env, s: { name: string; how: 'changed' | 'reset' }) {
    return layout(
      env,
      `Your ${env.PROVIDER_NAME} password was ${s.how}`,
      `Your password was ${s.how}`,
      [
        para(
          `Hello ${s.name}, the password of your account was just ${s.how}, and your other sessions were signed out.`,
        ),
        para(
          'If this was not you, choose a new password at once with "Forgot password?" on the sign-in page, and tell us.',
        ),
      ],
      { label: 'Sign in', url: `${appUrl(env)}/login` },
    );
  },
};
