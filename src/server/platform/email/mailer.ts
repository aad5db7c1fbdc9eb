import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Env } from '../../env.ts';

/**
 * Transports: SMTP when SMTP_URL is set (smtp://user:pass@host:port, smtps://… for implicit TLS),
 * otherwise a development transport that writes each message as an .eml file under DATA_DIR/mail.
 */

export type OutgoingMail = {
  id: number;
  to: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  createdAt: Date;
  /** This recipient's own headers (List-Unsubscribe, …); never replaces the mailer's own. */
  headers?: Record<string, string>;
  replyTo?: string | null;
};

export type Mailer = {
  kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** SMTP reply codes 5xx are permanent: retrying will not help. */
export const isPermanentFailure = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const message = (env: Env, mail: OutgoingMail) => ({
  from: env.MAIL_FROM,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  date: mail.createdAt,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  headers: { ...mail.headers, 'X-Outbox-Id': String(mail.id), 'Auto-Submitted': 'auto-generated' },
});

export function createMailer(env: Env): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } satisfies SMTPTransport.Options);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(message(env, mail));
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(env.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await transport.sendMail(message(env, mail));
      await fs.promises.mkdir(dir, { recursive: true });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      // Named by outbox id: a retry rewrites the same file instead of adding a second one.
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await fs.promises.writeFile(`${file}.partial`, info.message as Buffer);
      await fs.promises.rename(`${file}.partial`, file);
    },
    close: () => transport.close(),
  };
}
