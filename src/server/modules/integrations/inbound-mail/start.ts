import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { LoadUser } from './receive.ts';
import { replyKey } from './reply-address.ts';
import type { InboundSmtp } from './smtp-listener.ts';

/**
 * Reply by e-mail beside the HTTP server (background.ts): with INBOUND_MAIL_DOMAIN, the signing key
 * is made (so e-mails from now on carry reply addresses) and, with INBOUND_SMTP_PORT, the SMTP
 * listener runs. Without INBOUND_MAIL_DOMAIN nothing starts.
 */
export async function startInboundMail(
  ctx: AppContext,
  log: FastifyBaseLogger,
  loadUser: LoadUser,
): Promise<InboundSmtp | null> {
  if (!ctx.env.INBOUND_MAIL_DOMAIN) return null;
  await replyKey(ctx);
  if (ctx.env.INBOUND_SMTP_PORT === undefined) return null;
  // smtp-server and mailparser (~50 MB once imported) load only where the listener runs (issue 30).
  const { startInboundSmtp } = await import('./smtp-listener.ts');
  return startInboundSmtp(ctx, log, loadUser);
}
