import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { digestRuns, notificationDigestEntries, serviceRequests, users } from '../../db/schema/index.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/schemas/notification.ts';
import { queueEmail } from '../../platform/email/outbox.ts';
import { appUrl, templates } from '../../platform/email/templates.ts';
import { serverKey } from '../../platform/server-keys.ts';
import { unsubscribePart } from './deliver.ts';
import { choiceOf, recipientPrefsSql, UNSUBSCRIBE_KEY, type Recipient } from './preferences.ts';
import { loadSessionUser } from '../accounts/session-user.ts';
import { canSee, factsColumns } from '../requests/access.ts';

/*
 * The daily digest (issue 28). Events a person set to "Daily digest" are stored as digest entries in
 * the change's transaction (deliver.ts). Each person's digest falls due at their hour in their time
 * zone; the digest of local day D takes the entries made before D at that hour and not yet taken.
 *
 * Exactly once per person and day, with any number of instances and after downtime: one transaction
 * inserts digest_runs (user_id, local_day) — its primary key lets one instance through, the other's
 * insert waits and then finds the row —, marks the entries with the day, and writes the outbox row.
 * The worker looks for the digest due NOW (today's if the hour has passed, else yesterday's), so an
 * instance that was down sends the one it missed when it comes back: late, not twice, not skipped
 * (entries of several missed days go out together). No entries, no e-mail.
 */

export type DigestWorker = { runOnce(now?: Date): Promise<number>; stop(): Promise<void> };

/** The people whose digest is due at `now`, with the local day it is for and its cut-off. */
async function dueDigests(ctx: AppContext, now: Date, limit: number) {
  const res = (await ctx.db.execute(sql`
    with zones as materialized (select name from pg_timezone_names), pending as (
      select distinct e.user_id from notification_digest_entries e where e.digest_day is null
    ), due as (
      select p.user_id, z.tz, z.hr,
        case when extract(hour from (${now.toISOString()}::timestamptz at time zone z.tz)) >= z.hr
          then (${now.toISOString()}::timestamptz at time zone z.tz)::date
          else (${now.toISOString()}::timestamptz at time zone z.tz)::date - 1 end as day
      from pending p
      -- A deleted or deactivated account is sent nothing (entries queued before a deactivation wait).
      join users u on u.id = p.user_id and u.deleted_at is null and u.deactivated_at is null
      left join notification_settings s on s.user_id = p.user_id
      -- A zone the database does not know (its zone data older than the one that checked it) counts
      -- as UTC rather than failing every person's digest.
      cross join lateral (select case when s.time_zone is not null and exists (
          select 1 from zones n where n.name = s.time_zone) then s.time_zone else 'UTC' end as tz,
        coalesce(s.digest_hour, 8)::int as hr) z
    )
    select d.user_id as "userId", to_char(d.day, 'YYYY-MM-DD') as day,
      ((d.day + make_interval(hours => d.hr)) at time zone d.tz) as cutoff
    from due d
    where not exists (select 1 from digest_runs r where r.user_id = d.user_id and r.local_day = d.day)
      and exists (select 1 from notification_digest_entries x where x.user_id = d.user_id
        and x.digest_day is null and x.created_at < ((d.day + make_interval(hours => d.hr)) at time zone d.tz))
    order by d.user_id
    limit ${limit}`)) as unknown as { rows: { userId: number; day: string; cutoff: string | Date }[] };
  return res.rows.map((r) => ({ userId: Number(r.userId), day: r.day, cutoff: new Date(r.cutoff) }));
}

class NothingToSend extends Error {}

/** Of the entries' requests, the ids the person may open now (canView, the app's one rule). */
async function requestsSeenBy(
  tx: Db,
  ctx: AppContext,
  userId: number,
  entries: readonly { requestId: number | null }[],
): Promise<Set<number>> {
  const ids = [...new Set(entries.flatMap((e) => (e.requestId === null ? [] : [Number(e.requestId)])))];
  if (!ids.length) return new Set();
  const actor = await loadSessionUser(tx, userId, ctx.env.PROVIDER_DOMAIN);
  if (!actor) return new Set();
  const rows = await tx.select(factsColumns).from(serviceRequests).where(inArray(serviceRequests.id, ids));
  return new Set(rows.filter((r) => canSee(actor, r)).map((r) => r.id));
}

/** One person's digest for `day`: sent (true), or already taken by another instance / empty (false). */
export async function sendDigest(ctx: AppContext, due: { userId: number; day: string; cutoff: Date }) {
  const key = await serverKey(ctx.db, UNSUBSCRIBE_KEY);
  try {
    return await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(digestRuns)
        .values({ userId: due.userId, localDay: due.day, entries: 0 })
        .onConflictDoNothing()
        .returning({ userId: digestRuns.userId });
      if (!claimed.length) throw new NothingToSend();
      const taken = await tx
        .update(notificationDigestEntries)
        .set({ digestDay: due.day })
        .where(
          and(
            eq(notificationDigestEntries.userId, due.userId),
            isNull(notificationDigestEntries.digestDay),
            sql`${notificationDigestEntries.createdAt} < ${due.cutoff.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (!taken.length) throw new NothingToSend();
      const [person] = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          prefs: recipientPrefsSql(users.id, users.email, ctx.env.PROVIDER_DOMAIN, NOTIFICATION_TYPES),
        })
        .from(users)
        .where(eq(users.id, due.userId));
      if (!person) throw new NothingToSend();
      const recipient: Recipient = { id: person.id, email: person.email, prefs: person.prefs };
      // A request the person can no longer open (they left its company or team, it was deleted): its
      // entries are taken, not listed, as the app would tell them nothing about it now.
      const seen = await requestsSeenBy(tx, ctx, person.id, taken);
      // An event set back to Immediately or Off since: its entries are taken, not listed.
      const listed = taken
        .filter((e) => choiceOf(recipient, e.type as NotificationType).email === 'digest')
        .filter((e) => e.requestId === null || seen.has(Number(e.requestId)))
        .sort((a, b) => a.id - b.id);
      await tx
        .update(digestRuns)
        .set({ entries: listed.length })
        .where(and(eq(digestRuns.userId, due.userId), eq(digestRuns.localDay, due.day)));
      if (!listed.length) return false;
      const groups = new Map<string, { title: string; url: string; lines: string[] }>();
      for (const e of listed) {
        const group = String(e.requestId ?? e.link);
        const g = groups.get(group) ?? {
          title: e.requestTitle,
          url: `${appUrl(ctx.env)}${e.link}`,
          lines: [],
        };
        g.lines.push(e.summary);
        groups.set(group, g);
      }
      const content = templates.digest(ctx.env, {
        name: `${person.firstName} ${person.lastName}`.trim() || person.username,
        day: due.day,
        requests: [...groups.values()],
        settingsUrl: `${appUrl(ctx.env)}/account/notifications`,
      });
      const withKey: Recipient = {
        ...recipient,
        prefs: { role: 'member', key: key.toString('base64'), p: {} },
      };
      const batch = new WriteBatch();
      queueEmail(
        batch,
        tx,
        ctx,
        'digest',
        [person.email],
        content,
        unsubscribePart(
          ctx,
          new Map([[person.email.trim().toLowerCase(), withKey]]),
          'digest',
          'Daily digest',
          content,
        ),
      );
      await batch.run(tx);
      return true;
    });
  } catch (err) {
    if (err instanceof NothingToSend) return false;
    throw err;
  }
}

/** Sends every digest due at `now`; answers how many were sent. */
export async function runDigests(ctx: AppContext, now = new Date(), batchSize = 100): Promise<number> {
  if (!ctx.env.EMAIL_ENABLED) return 0;
  let sent = 0;
  for (;;) {
    const due = await dueDigests(ctx, now, batchSize);
    for (const d of due) if (await sendDigest(ctx, d)) sent += 1;
    if (due.length < batchSize) return sent;
  }
}

/**
 * Runs beside the other workers (background.ts): soon after start (what downtime missed) and then
 * every `everyMs` (a minute: a digest goes out within a minute of its hour).
 */
export function startDigests(
  ctx: AppContext,
  log: FastifyBaseLogger,
  opts: { everyMs?: number; firstAfterMs?: number } = {},
): DigestWorker {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (stopped || running) return;
    running = runDigests(ctx)
      .then((n) => n && log.info({ sent: n }, 'daily digests queued'))
      .catch((err: unknown) => log.warn({ err }, 'daily digests failed; will retry'))
      .finally(() => (running = null));
  };
  const first = setTimeout(tick, opts.firstAfterMs ?? 5_000);
  const timer = setInterval(tick, opts.everyMs ?? 60_000);
  first.unref();
  timer.unref();
  return {
    runOnce: (now?: Date) => runDigests(ctx, now),
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
