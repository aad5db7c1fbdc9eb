import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../../../context.ts';
import { maxInboundBytes, receiveInboundEmail, type LoadUser } from './receive.ts';

/**
 * The SMTP listener for replies (issue 29; the `smtp-server` package): on INBOUND_SMTP_PORT, it takes
 * mail for INBOUND_MAIL_DOMAIN only (any other recipient: 550 at RCPT TO), announces and holds the
 * size limit (INBOUND_MAX_MB: 552), and hands each message to receiveInboundEmail, the same code the
 * IMAP import runs. It answers 250 once the message is dealt with, refused ones included (their
 * sender gets our bounce), and 451 when we failed (the database away), so the sending server tries
 * again later. No AUTH and no STARTTLS: put it behind your MX (Postfix, a provider's inbound route)
 * or on a private network; see docs/integrations.md.
 */

export type InboundSmtp = { port: number; stop(): Promise<void> };

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

export async function startInboundSmtp(
  ctx: AppContext,
  log: FastifyBaseLogger,
  loadUser: LoadUser,
  opts: { port?: number; host?: string } = {},
): Promise<InboundSmtp> {
  const domain = ctx.env.INBOUND_MAIL_DOMAIN;
  if (!domain) throw new Error('INBOUND_MAIL_DOMAIN is not set');
  const max = maxInboundBytes(ctx);

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    done: (err?: Error | null) => void,
  ) => {
    // Up to the limit is kept (the headers are all an over-size message needs), the rest counted.
    let answered = false;
    const answer = (err?: Error) => {
      if (answered) return;
      answered = true;
      done(err ?? null);
    };
    const chunks: Buffer[] = [];
    let kept = 0;
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (kept <= max) {
        chunks.push(chunk);
        kept += chunk.length;
      }
    });
    stream.on('error', (err) => answer(err));
    stream.on('end', () => {
      const envelope = {
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
      };
      const total = stream.sizeExceeded ? Math.max(size, max + 1) : size;
      receiveInboundEmail(ctx, loadUser, Buffer.concat(chunks), envelope, total)
        .then((result) => {
          log.info({ ...result, size: total }, 'inbound e-mail');
          if (result.outcome === 'refused' && result.tooLarge) {
            answer(smtpError(552, `Message exceeds the fixed maximum message size (${max} bytes)`));
          } else answer();
        })
        .catch((err: unknown) => {
          log.error({ err }, 'inbound e-mail could not be processed');
          answer(smtpError(451, 'Temporary failure, please try again later'));
        });
    });
  };

  const server = new SMTPServer({
    name: domain,
    banner: `${ctx.env.PROVIDER_NAME} replies`,
    size: max,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    onRcptTo(address, _session, callback) {
      const at = address.address.lastIndexOf('@');
      const ok = at > 0 && address.address.slice(at + 1).toLowerCase() === domain;
      callback(ok ? null : smtpError(550, `No such recipient here: mail for ${domain} only`));
    },
    onData,
  });
  server.on('error', (err) => log.error({ err }, 'inbound SMTP listener error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(
      opts.port ?? ctx.env.INBOUND_SMTP_PORT ?? 0,
      opts.host ?? ctx.env.INBOUND_SMTP_HOST ?? ctx.env.HOST,
      () => {
        server.server.off('error', reject);
        resolve();
      },
    );
  });
  const port = (server.server.address() as AddressInfo).port;
  log.info({ port, domain }, 'inbound SMTP listener ready');
  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
