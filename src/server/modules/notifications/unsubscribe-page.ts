import type { Env } from '../../env.ts';
import { appUrl, escapeHtml } from '../../platform/email/templates.ts';

/**
 * The pages an unsubscribe link opens (no sign-in, no script: the app's CSP allows none inline): the
 * confirmation with its button (GET), the result (the button's POST), and the refusal of a bad link.
 */
export type UnsubscribePage =
  | { kind: 'confirm'; label: string; token: string }
  | { kind: 'done'; label: string; already?: boolean }
  | { kind: 'refused'; message: string };

export function unsubscribePage(env: Env, p: UnsubscribePage): string {
  const settings = `${appUrl(env)}/account/notifications`;
  const title =
    p.kind === 'confirm'
      ? 'Unsubscribe from these e-mails?'
      : p.kind === 'done'
        ? 'You are unsubscribed'
        : 'This link does not work';
  const body =
    p.kind === 'confirm'
      ? `<p>You will no longer get e-mails for <strong>${escapeHtml(p.label)}</strong>. You still see them in the app if you have In app on.</p>
<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(p.token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`
      : p.kind === 'done'
        ? `<p role="status">${p.already ? 'You already get no e-mails' : 'You will no longer get e-mails'} for <strong>${escapeHtml(p.label)}</strong>. You can turn them on again in your notification settings.</p>`
        : `<p role="alert">${escapeHtml(p.message)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(env.PROVIDER_NAME)}</title>
<style>
body{margin:0;padding:24px 16px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222}
main{max-width:520px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:22px;margin:0 0 16px}p{line-height:1.5;margin:0 0 16px}
button{font:inherit;font-weight:bold;padding:10px 20px;border:0;border-radius:4px;background:#1976d2;color:#fff;cursor:pointer;min-height:44px}
form{margin:0 0 20px}a{color:#1976d2}.brand{font-weight:bold;color:#1976d2;margin:0 0 12px}
</style></head>
<body><main>
<p class="brand">${escapeHtml(env.PROVIDER_NAME)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="${escapeHtml(settings)}">Notification settings</a> (you will be asked to sign in)</p>
</main></body></html>`;
}
