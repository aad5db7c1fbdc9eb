import { Decimal } from 'decimal.js';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { named, WriteBatch, type BatchRef, type Bind } from '../../db/write-batch.ts';
import type { SessionUser } from '../../context.ts';
import { creditLedger, enterprises, serviceRequests, users } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { insufficientCreditMessage } from '#shared/domain/credit-fit.ts';
import { addDays } from '#shared/domain/credit-periods.ts';
import { csvDocument, type CsvValue } from '../../platform/csv.ts';
import type { LedgerKind } from '#shared/domain/ledger.ts';
import { visibleTo } from '../requests/access.ts';
import { decodeIdCursor, encodeIdCursor } from '../../platform/cursor.ts';
import { auditInsert } from '../audit/write.ts';
import { queueWebhookEvents } from '../integrations/webhooks/queue.ts';

export type { LedgerKind };

export type LedgerEntry = {
  enterpriseId: number;
  kind: LedgerKind;
  /** Signed change: negative for debits. */
  amount: Decimal.Value;
  requestId?: number | null;
  actorId?: number | null;
  note?: string;
  /** When false, a change that would take the balance below zero is refused. */
  allowNegative?: boolean;
};

/** The drawer warns with the same words before Submit (src/shared/domain/credit-fit.ts). */
export { insufficientCreditMessage };

/**
 * Locks enterprise rows FOR UPDATE in id order (one statement) before anything references them, so
 * concurrent charges serialise without deadlocks; answers their balances for `postLedger`, which
 * posts under this lock. A use case takes it in its plan: it reads, it writes nothing.
 */
export async function lockEnterpriseBalances(tx: Db, ids: number[]): Promise<LockedBalances> {
  const wanted = lockOrder(ids);
  const locked: LockedBalances = new Map();
  if (!wanted.length) return locked;
  const rows = await named(
    tx
      .select({ id: enterprises.id, balance: enterprises.availableCredit })
      .from(enterprises)
      .where(inArray(enterprises.id, wanted))
      .orderBy(enterprises.id)
      .for('update'),
  ).execute();
  for (const r of rows) locked.set(r.id, new Decimal(r.balance));
  return locked;
}

/**
 * lockEnterpriseBalances as a query to send along with other reads (`readTogether`): the same lock,
 * FOR UPDATE in id order, taken by the statement that reads the rest (issue 30: a submission's
 * effects' lookups, its lock and its new id are one round trip). Its rows go to `balancesOf`; the
 * balance is text, as JSON would round a large numeric.
 */
export function lockBalancesQuery(tx: Db, ids: number[], bind?: Bind): SQL | null {
  const wanted = lockOrder(ids);
  if (!wanted.length) return null;
  return tx
    .select({ id: enterprises.id, balance: sql<string>`${enterprises.availableCredit}::text`.as('balance') })
    .from(enterprises)
    .where(
      inArray(
        enterprises.id,
        // Built once per shape (readTogetherShaped): the ids' places, in lock order (lockBalancesValues).
        bind ? wanted.map((_, i) => bind(`lock${i}`) as number) : wanted,
      ),
    )
    .orderBy(enterprises.id)
    .for('update')
    .getSQL();
}

/** The enterprise ids a lock takes, once each, in id order (so concurrent locks never deadlock). */
const lockOrder = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** What changes lockBalancesQuery's text (with `bind`): how many rows it locks. */
export const lockBalancesShape = (ids: number[]): string => `lock${lockOrder(ids).length}`;

/** The values for lockBalancesQuery's `bind`. */
export const lockBalancesValues = (ids: number[]): Record<string, number> =>
  Object.fromEntries(lockOrder(ids).map((id, i) => [`lock${i}`, id]));

/** The LockedBalances of lockBalancesQuery's rows (as readTogether answers them). */
export function balancesOf(rows: Record<string, unknown>[]): LockedBalances {
  return new Map(rows.map((r) => [Number(r.id), new Decimal(String(r.balance))]));
}

/** Balances of enterprise rows this transaction holds locked (kept current by postLedger). */
export type LockedBalances = Map<number, Decimal>;

/**
 * The only way credits move: one ledger line and the enterprise's new balance, as parts of a write
 * batch (db/write-batch.ts). The enterprise row must be locked by this transaction
 * (lockEnterpriseBalances), so concurrent postings serialise and the balance can never be
 * overdrawn by a race; an overdraft is refused here, before anything is written. At most one entry
 * per enterprise in a batch (two would update one row twice): run the batch between two.
 */
export function postLedger(
  batch: WriteBatch,
  tx: Db,
  entry: LedgerEntry,
  locked: LockedBalances,
): { balanceAfter: string } {
  return postLedgerLine(batch, tx, entry, locked, false);
}

/**
 * postLedger, also answering the new line as a part of the batch whose row (`{ id }`) a later part
 * may select from (`batch.from(line)`): a row that points at its ledger entry, written in the same
 * batch (revision_rounds.ledger_id). `line` is null when nothing moves (a zero amount).
 */
export function postLedgerReturning(
  batch: WriteBatch,
  tx: Db,
  entry: LedgerEntry,
  locked: LockedBalances,
): { balanceAfter: string; line: BatchRef<{ id: number }> | null } {
  return postLedgerLine(batch, tx, entry, locked, true);
}

function postLedgerLine(
  batch: WriteBatch,
  tx: Db,
  entry: LedgerEntry,
  locked: LockedBalances,
  returning: boolean,
): { balanceAfter: string; line: BatchRef<{ id: number }> | null } {
  const { balanceAfter, values } = ledgerLineValues(entry, locked, 'l');
  if (!values) return { balanceAfter, line: null };
  const line = writeLedgerLine(batch, tx, (name) => values[name], 'l');
  return { balanceAfter, line: returning ? line : null };
}

/**
 * A ledger line's values (its place names start with `name`) under the enterprise lock this
 * transaction holds: refuses an overdraft before anything is sent, and keeps `locked` current.
 * `values` is null when nothing moves (a zero amount). With `writeLedgerLine`, postLedger for a
 * batch built once per shape (WriteBatch.runShaped: a submission's, issue 30); postLedger uses both.
 */
export function ledgerLineValues(
  entry: LedgerEntry,
  locked: LockedBalances,
  name: string,
): { balanceAfter: string; values: Record<string, unknown> | null } {
  const balance = locked.get(entry.enterpriseId);
  if (balance === undefined) throw new AppError('NOT_FOUND', 'Enterprise not found');
  const amount = new Decimal(entry.amount);
  const after = balance.plus(amount);
  if (amount.isZero()) return { balanceAfter: balance.toFixed(2), values: null };
  if (after.isNegative() && !entry.allowNegative) {
    throw new AppError('CONFLICT', insufficientCreditMessage(amount.negated(), balance), {
      cost: amount.negated().toFixed(2),
      balance: balance.toFixed(2),
    });
  }
  locked.set(entry.enterpriseId, after);
  return {
    balanceAfter: after.toFixed(2),
    values: {
      [`${name}Enterprise`]: entry.enterpriseId,
      [`${name}Kind`]: entry.kind,
      [`${name}Amount`]: amount.toFixed(2),
      [`${name}After`]: after.toFixed(2),
      [`${name}Request`]: entry.requestId ?? null,
      [`${name}Actor`]: entry.actorId ?? null,
      [`${name}Note`]: entry.note ?? '',
    },
  };
}

/**
 * A ledger line's parts (ledgerLineValues gives the values of `bind`'s places): the enterprise's new
 * balance and the line, whose webhook event (credits.changed, issue 29) names it. Answers the line.
 */
export function writeLedgerLine(
  batch: WriteBatch,
  tx: Db,
  bind: Bind,
  name: string,
): BatchRef<{ id: number }> {
  const at = (what: string) => bind(`${name}${what}`);
  batch.write(
    tx
      .update(enterprises)
      .set({ availableCredit: at('After') as string })
      .where(eq(enterprises.id, at('Enterprise') as number)),
  );
  const line = batch.rows<{ id: number }>(
    tx
      .insert(creditLedger)
      .values({
        enterpriseId: at('Enterprise') as number,
        kind: at('Kind') as LedgerKind,
        amount: at('Amount') as string,
        balanceAfter: at('After') as string,
        requestId: at('Request') as number | null,
        actorId: at('Actor') as number | null,
        note: at('Note') as string,
      })
      .returning({ id: creditLedger.id }),
  );
  queueWebhookEvents(
    batch,
    [
      {
        type: 'credits.changed',
        enterpriseId: at('Enterprise') as number,
        requestId: at('Request') as number | null,
        subjectId: sql`s.id`,
      },
    ],
    batch.from(line),
  );
  return line;
}

/** An identical staff credit change by the same person within this window is a repeat, not a second change. */
export const CREDIT_REPEAT_WINDOW_SECONDS = 120;

/**
 * Staff grant or remove credit with a reason. A removal never takes the balance below zero: it is
 * refused with a clear message and nothing is written. An identical repeat is not applied again.
 */
export async function changeCredits(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
  input: { direction: 'grant' | 'remove'; amount: string; reason: string },
  address: string | null = null,
): Promise<{ balance: string; duplicate: boolean }> {
  if (!actor.isStaff) throw new AppError('FORBIDDEN', 'Only staff may grant or remove credit.');
  return db.transaction(async (tx) => {
    // Plan: the balance under the enterprise's lock, and the refusal of a removal below zero.
    const locked = await lockEnterpriseBalances(tx, [enterpriseId]);
    const balance = locked.get(enterpriseId);
    if (balance === undefined) throw new AppError('NOT_FOUND', 'Enterprise not found');
    const amount = new Decimal(input.amount);
    const kind = input.direction === 'grant' ? 'grant' : 'removal';
    const signed = (kind === 'grant' ? amount : amount.negated()).toFixed(2);
    // A repeat (a double click, a retried request) answers the balance instead of moving the credit
    // again: this person's LAST grant or removal on the enterprise, within CREDIT_REPEAT_WINDOW_SECONDS,
    // was this very change (kind, amount, reason). Any change of theirs in between makes it a new one
    // (grant 10, remove 10, grant 10 is three changes), as a comment's repeat is only of one's last
    // comment. Read after the enterprise's lock, so a simultaneous repeat sees the first one's entry.
    const [last] = await tx
      .select({ kind: creditLedger.kind, amount: creditLedger.amount, note: creditLedger.note })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.enterpriseId, enterpriseId),
          inArray(creditLedger.kind, ['grant', 'removal']),
          eq(creditLedger.actorId, actor.id),
          gte(creditLedger.createdAt, sql`now() - make_interval(secs => ${CREDIT_REPEAT_WINDOW_SECONDS})`),
        ),
      )
      .orderBy(desc(creditLedger.id))
      .limit(1);
    if (last && last.kind === kind && new Decimal(last.amount).eq(signed) && last.note === input.reason) {
      return { balance: balance.toFixed(2), duplicate: true };
    }
    if (input.direction === 'remove' && balance.lt(amount)) {
      throw new AppError(
        'CONFLICT',
        `Cannot remove ${amount.toFixed(2)} credits: the balance is ${balance.toFixed(2)} and cannot go below zero.`,
        { balance: balance.toFixed(2) },
      );
    }
    // Apply: the movement, through the batch.
    const batch = new WriteBatch();
    const { balanceAfter } = postLedger(
      batch,
      tx,
      {
        enterpriseId,
        kind,
        amount: signed,
        actorId: actor.id,
        note: input.reason,
      },
      locked,
    );
    // The audit entry, in the same batch: who, which enterprise, how much, the balance before and after.
    batch.write(
      auditInsert(tx, {
        actorId: actor.id,
        action: input.direction === 'grant' ? 'credits_granted' : 'credits_removed',
        enterpriseId,
        details: {
          amount: amount.toFixed(2),
          reason: input.reason,
          before: { balance: balance.toFixed(2) },
          after: { balance: balanceAfter },
          address,
        },
      }),
    );
    await batch.run(tx);
    return { balance: balanceAfter, duplicate: false };
  });
}

/** What of an enterprise's ledger the actor may read: all of it, only their requests' entries, or nothing (404). */
export type LedgerScope = 'full' | 'requests';
export function ledgerScopeFor(actor: SessionUser, enterpriseId: number): LedgerScope {
  if (actor.isStaff || actor.ownedEnterpriseIds.includes(enterpriseId)) return 'full';
  if (actor.enterpriseIds.includes(enterpriseId)) return 'requests';
  throw new AppError('NOT_FOUND', 'Enterprise not found');
}

export type LedgerFilter = {
  enterpriseId: number;
  kind?: LedgerKind[] | undefined;
  /** Whole UTC days, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * The WHERE of a ledger read. A member (scope 'requests') sees only entries of requests they can see:
 * requests of their companies that are not deleted (drafts: their own); never grants, removals,
 * allowances or other companies' charges. The balance itself is shown to every member.
 */
function ledgerWhere(
  actor: SessionUser,
  scope: LedgerScope,
  f: LedgerFilter,
  before?: number,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(creditLedger.enterpriseId, f.enterpriseId)];
  if (f.kind?.length) conditions.push(inArray(creditLedger.kind, f.kind));
  if (f.from) conditions.push(gte(creditLedger.createdAt, new Date(`${f.from}T00:00:00.000Z`)));
  if (f.to) conditions.push(lt(creditLedger.createdAt, new Date(`${addDays(f.to, 1)}T00:00:00.000Z`)));
  if (before !== undefined) conditions.push(lt(creditLedger.id, before));
  if (scope === 'requests') {
    conditions.push(
      actor.companyIds.length === 0
        ? sql`false`
        : inArray(
            creditLedger.requestId,
            sql`(select ${serviceRequests.id} from ${serviceRequests} where ${and(
              inArray(serviceRequests.companyId, [...actor.companyIds]),
              visibleTo(actor),
            )})`,
          ),
    );
  }
  return and(...conditions);
}

const actorName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

async function ledgerRows(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      amount: creditLedger.amount,
      balanceAfter: creditLedger.balanceAfter,
      requestId: creditLedger.requestId,
      actorId: creditLedger.actorId,
      actorName: sql<string | null>`coalesce(${actorName}, ${users.username})`,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.actorId))
    .where(where)
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}

/** One page of a ledger the actor may read, newest first, keyset on id. */
export async function readLedgerPage(
  db: Db,
  actor: SessionUser,
  filter: LedgerFilter,
  opts: { cursor?: string | undefined; limit: number },
) {
  const scope = ledgerScopeFor(actor, filter.enterpriseId);
  const before = opts.cursor ? decodeIdCursor(opts.cursor) : undefined;
  const [enterprise] = await db
    .select({ balance: enterprises.availableCredit })
    .from(enterprises)
    .where(eq(enterprises.id, filter.enterpriseId));
  if (!enterprise) throw new AppError('NOT_FOUND', 'Enterprise not found');
  const rows = await ledgerRows(db, ledgerWhere(actor, scope, filter, before), opts.limit + 1);
  const hasMore = rows.length > opts.limit;
  const data = rows.slice(0, opts.limit);
  return {
    data: data.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    balance: enterprise.balance,
    scope,
    hasMore,
    cursor: hasMore ? encodeIdCursor(data.at(-1)!.id) : null,
  };
}

const CSV_BATCH = 500;
export const LEDGER_CSV_HEADER = ['date', 'kind', 'amount', 'balance_after', 'request_id', 'who', 'note'];

/**
 * The ledger as CSV (platform/csv.ts: BOM, quoting, formula-safe text), newest first, read in
 * batches so a long ledger streams without being held in memory: ISO 8601 dates, two-decimal
 * amounts. Access is checked before the first byte.
 */
export function ledgerCsv(
  db: Db,
  actor: SessionUser,
  filter: LedgerFilter,
  maxRows: number,
): AsyncGenerator<string> {
  const scope = ledgerScopeFor(actor, filter.enterpriseId);
  async function* batches(): AsyncGenerator<CsvValue[][]> {
    let before: number | undefined;
    for (;;) {
      const rows = await ledgerRows(db, ledgerWhere(actor, scope, filter, before), CSV_BATCH);
      yield rows.map((r) => [
        r.createdAt.toISOString(),
        r.kind,
        new Decimal(r.amount).toFixed(2),
        new Decimal(r.balanceAfter).toFixed(2),
        r.requestId,
        r.actorName,
        r.note,
      ]);
      if (rows.length < CSV_BATCH) return;
      before = rows.at(-1)!.id;
    }
  }
  return csvDocument(LEDGER_CSV_HEADER, batches(), {
    maxRows,
    narrowHint: 'Choose a shorter date range (From and To) or one kind, and export each part.',
  });
}

/** Enterprises whose cached balance differs from the sum of their ledger (should never be any). */
export async function verifyLedger(db: Db) {
  const list = await db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      balance: enterprises.availableCredit,
      ledgerSum: sql<string>`coalesce((select sum(l.amount) from credit_ledger l where l.enterprise_id = enterprises.id), 0)::text`,
      lastAfter: sql<
        string | null
      >`(select l.balance_after::text from credit_ledger l where l.enterprise_id = enterprises.id order by l.id desc limit 1)`,
    })
    .from(enterprises)
    .orderBy(enterprises.id);
  const mismatches = list
    .filter(
      (r) =>
        !new Decimal(r.balance).eq(r.ledgerSum) ||
        (r.lastAfter !== null && !new Decimal(r.lastAfter).eq(r.balance)),
    )
    .map((r) => ({
      enterpriseId: r.id,
      name: r.name,
      balance: r.balance,
      ledgerSum: r.ledgerSum,
      lastBalanceAfter: r.lastAfter,
    }));
  return { checked: list.length, mismatches };
}

/** One page of an enterprise's ledger, newest first (keyset on id). */
export async function listLedger(db: Db, enterpriseId: number, opts: { cursor?: number; limit: number }) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.enterpriseId, enterpriseId),
        opts.cursor ? lt(creditLedger.id, opts.cursor) : undefined,
      ),
    )
    .orderBy(desc(creditLedger.id))
    .limit(opts.limit + 1);
  const hasMore = rows.length > opts.limit;
  const data = rows.slice(0, opts.limit);
  return { data, hasMore, cursor: hasMore ? (data.at(-1)?.id ?? null) : null };
}

/** Ledger lines by id, as the ledger page answers them (webhooks send them), with their enterprise. */
export async function ledgerEntriesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: creditLedger.id,
      enterpriseId: creditLedger.enterpriseId,
      kind: creditLedger.kind,
      amount: creditLedger.amount,
      balanceAfter: creditLedger.balanceAfter,
      requestId: creditLedger.requestId,
      actorId: creditLedger.actorId,
      actorName: sql<string | null>`coalesce(${actorName}, ${users.username})`,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .leftJoin(users, eq(users.id, creditLedger.actorId))
    .where(inArray(creditLedger.id, ids))
    .orderBy(creditLedger.id);
  return rows.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));
}
