import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/open.ts';
import type { AppContext } from '../context.ts';
import { loadSessionUser } from '../plugins/auth.ts';
import { receiveInboundEmail } from '../modules/integrations/inbound-mail/receive.ts';
import { replyKey } from '../modules/integrations/inbound-mail/reply-address.ts';
import { runTool, UsageError } from './run-tool.ts';

/**
 * `npm run inbound:import [-- --recipient ADDRESS] [-- --sender ADDRESS] < message.eml`: one RFC 822
 * message from stdin, turned into a comment (or refused, with a bounce) by the same code as the SMTP
 * listener (reply by e-mail, issue 29). For an IMAP mailbox: fetchmail's `mda` (or getmail, or a
 * procmail rule) runs it once per message, `--recipient %T --sender %F`. Prints the outcome as one
 * JSON line; exits 0 when the message was dealt with (a comment, a duplicate, refused, a loop) and
 * 75 (EX_TEMPFAIL) when it should be tried again (the database away), so the message is kept.
 * On the embedded database, stop the app first (one process holds DATA_DIR), or let fetchmail hand
 * the messages to the app's SMTP listener instead (docs/integrations.md).
 */
const USAGE = 'usage: npm run inbound:import [-- --recipient ADDRESS] [--sender ADDRESS] < message.eml';

function parseArgs(argv: string[]): { recipient?: string; sender?: string } {
  const out: { recipient?: string; sender?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if ((flag === '--recipient' || flag === '--sender') && value !== undefined) {
      out[flag === '--recipient' ? 'recipient' : 'sender'] = value;
      i++;
    } else throw new UsageError(USAGE);
  }
  return out;
}

await runTool('inbound:import', async () => {
  const args = parseArgs(process.argv.slice(2));
  const env = parseEnv();
  if (!env.INBOUND_MAIL_DOMAIN) throw new UsageError('inbound:import: set INBOUND_MAIL_DOMAIN first.');
  if (process.stdin.isTTY) throw new UsageError(USAGE);
  const chunks: Buffer[] = [];
  let size = 0;
  const limit = Math.floor(env.INBOUND_MAX_MB * 1024 * 1024);
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size - chunk.length <= limit) chunks.push(chunk);
  }
  const { database, release } = await openDatabase(env);
  try {
    const ctx: AppContext = { env, database, db: database.db };
    await replyKey(ctx);
    const result = await receiveInboundEmail(
      ctx,
      (db, id) => loadSessionUser(db, id, env.PROVIDER_DOMAIN),
      Buffer.concat(chunks),
      {
        ...(args.sender !== undefined ? { mailFrom: args.sender } : {}),
        ...(args.recipient ? { rcptTo: [args.recipient] } : {}),
      },
      size,
    );
    console.log(JSON.stringify(result));
    return 0;
  } catch (error) {
    console.error(`inbound:import: ${(error as Error).message}; try again later`);
    return 75;
  } finally {
    await database.close();
    release();
  }
});
