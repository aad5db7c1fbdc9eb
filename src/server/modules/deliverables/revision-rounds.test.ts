// Revision rounds and credits (issue 27): a type's included rounds and extra cost, frozen at
// submission; the charge of a round beyond them through the ledger (confirmed cost, short balance,
// concurrent asks), staff waiving it, and what the deliverables list says. Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { requestWorld, type RequestWorld, type Who } from '../../test/request-fixtures.ts';
import {
  auditEvents,
  creditLedger,
  deliverableVersions,
  notifications,
  revisionRounds,
  serviceRequests,
} from '../../db/schema/index.ts';
import { REVISION_MESSAGES } from '#shared/domain/revision-rounds.ts';
import { DELIVERABLE_MESSAGES } from '#shared/domain/deliverables.ts';

let w: RequestWorld;
let typeId: number;
const ACME = 'Acme Holdings';

const catalogue = {
  category: (name: string) => w.call('staff', 'POST', '/api/catalogue/categories', { name, description: '' }),
  type: (categoryId: number, name: string) =>
    w.call('staff', 'POST', '/api/catalogue/types', { categoryId, name, description: '' }),
  draft: (id: number, revisions: unknown, credit: string | number = 3) =>
    w.call('staff', 'PUT', `/api/catalogue/types/${id}/draft`, {
      data: { credit, form: { fields: [{ label: 'Brief', type: 'textfield' }], revisions } },
    }),
  publish: (id: number) => w.call('staff', 'POST', `/api/catalogue/types/${id}/publish`),
};

beforeAll(async () => {
  w = await requestWorld();
  const cat = await catalogue.category('Rounds');
  const t = await catalogue.type(cat.body.data.id, 'Poster with rounds');
  typeId = t.body.data.id;
  expect((await catalogue.draft(typeId, { included: 2, extraCost: 5 })).status).toBe(200);
  expect((await catalogue.publish(typeId)).status).toBe(200);
});
afterAll(async () => w?.t.close());

/** A submitted request of the type, by Acme's owner, with Acme's member as an assignee too. */
async function submit(): Promise<number> {
  const res = await w.create('acmeOwner', {
    title: `Poster ${Math.random().toString(36).slice(2, 8)}`,
    serviceRequestType: typeId,
    company: w.company('Acme Foods'),
    content: JSON.stringify({ Brief: 'A poster' }),
    assignees: [w.ids.acmeOwner, w.ids.acmeMember],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}
const deliver = async (requestId: number) => {
  const res = await w.call('staff', 'POST', `/api/service-requests/${requestId}/deliverables`, {
    data: { note: `v ${Math.random()}` },
  });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const askChanges = (who: Who, versionId: number, confirmCost?: string) =>
  w.call(who, 'POST', `/api/deliverables/${versionId}/request-changes`, {
    data: { message: 'Please change the colours', ...(confirmCost !== undefined ? { confirmCost } : {}) },
  });
const rounds = async (who: Who, requestId: number) =>
  (await w.call(who, 'GET', `/api/service-requests/${requestId}/deliverables`)).body.meta.rounds;
const waive = (who: Who, requestId: number, round: number) =>
  w.call(who, 'POST', `/api/service-requests/${requestId}/revision-rounds/${round}/waive`);

/** Two free rounds used: v1 and v2 asked changes on; v3 delivered and awaiting. */
async function atThirdRound(): Promise<{ requestId: number; v3: number }> {
  const requestId = await submit();
  for (let i = 0; i < 2; i++) {
    const v = await deliver(requestId);
    const res = await askChanges('acmeOwner', v);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { requestId, v3: await deliver(requestId) };
}

const revisionLedger = async (requestId: number) =>
  w.t.ctx.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.requestId, requestId), eq(creditLedger.kind, 'revision')));
const roundRows = (requestId: number) =>
  w.t.ctx.db
    .select()
    .from(revisionRounds)
    .where(eq(revisionRounds.requestId, requestId))
    .orderBy(revisionRounds.round);
const countOf = async (table: typeof creditLedger | typeof revisionRounds | typeof notifications) =>
  (await w.t.ctx.db.select({ n: count() }).from(table))[0]!.n;
const versionState = async (id: number) =>
  (
    await w.t.ctx.db
      .select({ s: deliverableVersions.reviewState })
      .from(deliverableVersions)
      .where(eq(deliverableVersions.id, id))
  )[0]!.s;
const statusOf = async (id: number) =>
  (
    await w.t.ctx.db
      .select({ s: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id))
  )[0]!.s;
const changeCredit = async (direction: 'grant' | 'remove', amount: string) => {
  const res = await w.call('staff', 'POST', `/api/enterprises/${await w.enterpriseId(ACME)}/credits`, {
    data: { direction, amount, reason: 'Test of revision rounds' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('the type says what its price includes', () => {
  it('the builder stores the rounds in the definition and refuses bad values, saying why', async () => {
    const detail = (await w.call('staff', 'GET', `/api/catalogue/types/${typeId}`)).body.data;
    expect(detail.published.form.revisions).toEqual({ included: 2, extraCost: '5.00' });
    const bad = await catalogue.draft(typeId, { included: 21, extraCost: '1.234' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors).toEqual([
      'Revision rounds: the included rounds must be a whole number from 0 to 20',
      'Revision rounds: an extra round costs 0 to 100000 credits, with at most two decimals',
    ]);
    for (const revisions of [{ included: 1.5 }, { included: -1 }, { extraCost: '-1' }]) {
      expect((await catalogue.draft(typeId, revisions)).status, JSON.stringify(revisions)).toBe(400);
    }
    // Left out: the defaults, 2 included and free.
    const other = await catalogue.type(detail.categoryId, 'Poster default rounds');
    const saved = await w.call('staff', 'PUT', `/api/catalogue/types/${other.body.data.id}/draft`, {
      data: { credit: 1, form: { fields: [] } },
    });
    expect(saved.body.data.draft.form.revisions).toEqual({ included: 2, extraCost: '0.00' });
  });
});

describe('asking for changes beyond the included rounds', () => {
  it('rounds within the included ones are free; the list says what the next one costs', async () => {
    const requestId = await submit();
    const balance = await w.balance(ACME);
    expect(await rounds('acmeOwner', requestId)).toEqual({
      included: 2,
      extraCost: '5.00',
      used: 0,
      next: { round: 1, cost: '0.00' },
      list: [],
    });
    for (const round of [1, 2]) {
      const v = await deliver(requestId);
      expect((await askChanges('acmeOwner', v)).status).toBe(200);
      const info = await rounds('acmeOwner', requestId);
      expect(info.used).toBe(round);
      expect(info.list[round - 1]).toMatchObject({ round, charged: '0.00', ledgerId: null, waivedAt: null });
    }
    expect((await rounds('acmeMember', requestId)).next).toEqual({ round: 3, cost: '5.00' });
    expect(await w.balance(ACME)).toBe(balance);
    expect(await revisionLedger(requestId)).toEqual([]);
  });

  it('a third round of a type that includes two is charged through the ledger', async () => {
    const { requestId, v3 } = await atThirdRound();
    const before = await w.balance(ACME);
    const res = await askChanges('acmeOwner', v3, '5.00');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.reviewState).toBe('changes_requested');
    expect(Number(await w.balance(ACME))).toBeCloseTo(Number(before) - 5, 2);
    const [line, ...more] = await revisionLedger(requestId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ kind: 'revision', amount: '-5.00', requestId, actorId: w.ids.acmeOwner });
    expect(line!.note).toMatch(/^Extra revision round 3 \(2 included\): “Poster /);
    const rows = await roundRows(requestId);
    expect(rows.map((r) => [r.round, r.charged, r.ledgerId])).toEqual([
      [1, '0.00', null],
      [2, '0.00', null],
      [3, '5.00', line!.id],
    ]);
    // The member's ledger (entries of requests they can see) shows it, filtered by its kind.
    const page = await w.call(
      'acmeMember',
      'GET',
      `/api/credits/ledger?enterpriseId=${await w.enterpriseId(ACME)}&kind=revision`,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data).toContainEqual(
      expect.objectContaining({ kind: 'revision', amount: '-5.00', requestId, note: line!.note }),
    );
    const audit = await w.t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'revision_round_charged'));
    expect(audit.some((a) => (a.details as { requestId?: number }).requestId === requestId)).toBe(true);
    expect(await rounds('acmeOwner', requestId)).toMatchObject({ used: 3, next: { round: 4, cost: '5.00' } });
  });

  it('an unconfirmed or different cost is refused (409) and nothing is written', async () => {
    const { v3 } = await atThirdRound();
    const before = {
      ledger: await countOf(creditLedger),
      rounds: await countOf(revisionRounds),
      balance: await w.balance(ACME),
    };
    for (const confirm of [undefined, '0.00', '4.99', '9']) {
      const res = await askChanges('acmeOwner', v3, confirm);
      expect(res.status, String(confirm)).toBe(409);
      expect(res.body.error.message).toBe(
        REVISION_MESSAGES.costChanged(3, '5.00', Number(confirm ?? 0).toFixed(2)),
      );
      expect(res.body.error.details).toMatchObject({ round: 3, included: 2, cost: '5.00' });
    }
    expect((await askChanges('acmeOwner', v3, 'five')).status).toBe(400);
    expect(await countOf(creditLedger)).toBe(before.ledger);
    expect(await countOf(revisionRounds)).toBe(before.rounds);
    expect(await w.balance(ACME)).toBe(before.balance);
    expect(await versionState(v3)).toBe('awaiting');
    // The cost confirmed as a number or as '5' is the same cost.
    expect((await askChanges('acmeOwner', v3, '5')).status).toBe(200);
  });

  it('refused when the balance is short: a clear 409, and nothing is written', async () => {
    const { requestId, v3 } = await atThirdRound();
    // The request Finished, so a changes request would move it back to In Progress.
    expect((await w.update('staff', requestId, { status: 'IN_PROGRESS' })).status).toBe(200);
    expect((await w.update('staff', requestId, { status: 'FINISHED' })).status).toBe(200);
    const full = await w.balance(ACME);
    const removed = (Number(full) - 3).toFixed(2);
    await changeCredit('remove', removed);
    try {
      const before = {
        ledger: await countOf(creditLedger),
        rounds: await countOf(revisionRounds),
        notifications: await countOf(notifications),
        audit: (await w.t.ctx.db.select({ n: count() }).from(auditEvents))[0]!.n,
      };
      const res = await askChanges('acmeOwner', v3, '5.00');
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(REVISION_MESSAGES.insufficient('5.00', '3.00'));
      expect(res.body.error.message).toBe(
        'Not enough credit: this round of changes costs 5 credits and the available balance is 3 credits.',
      );
      expect(res.body.error.details).toMatchObject({ cost: '5.00', balance: '3.00', round: 3 });
      expect(await countOf(creditLedger)).toBe(before.ledger);
      expect(await countOf(revisionRounds)).toBe(before.rounds);
      expect(await countOf(notifications)).toBe(before.notifications);
      expect((await w.t.ctx.db.select({ n: count() }).from(auditEvents))[0]!.n).toBe(before.audit);
      expect(await w.balance(ACME)).toBe('3.00');
      expect(await versionState(v3)).toBe('awaiting');
      expect(await statusOf(requestId)).toBe('FINISHED');
    } finally {
      await changeCredit('grant', removed);
    }
  });

  it('a paid round asked by a capped member is held to their monthly cap, as a submission is', async () => {
    const acme = await w.enterpriseId(ACME);
    const created = await w.create('acmeMember', {
      title: `Capped poster ${Math.random().toString(36).slice(2, 8)}`,
      serviceRequestType: typeId,
      company: w.company('Acme Foods'),
      content: JSON.stringify({ Brief: 'A poster' }),
      assignees: [w.ids.acmeMember],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const requestId = created.body.data.id as number;
    for (let i = 0; i < 2; i++) {
      expect((await askChanges('acmeMember', await deliver(requestId))).status).toBe(200);
    }
    const v3 = await deliver(requestId);
    // The owner caps the member at what they spent this month plus 2: a 5-credit round does not fit.
    const me = await w.call('acmeMember', 'GET', `/api/team/${acme}/spending/me`);
    const cap = (Number(me.body.spentThisMonth) + 2).toFixed(2);
    const capped = await w.call('acmeOwner', 'PUT', `/api/team/${acme}/people/${w.ids.acmeMember}/cap`, {
      monthlyCap: cap,
    });
    expect(capped.status, JSON.stringify(capped.body)).toBe(200);
    try {
      const ledgerBefore = await countOf(creditLedger);
      const res = await askChanges('acmeMember', v3, '5.00');
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.error.details).toMatchObject({ cost: '5.00', remaining: '2.00', monthlyCap: cap });
      expect(res.body.error.message).toBe(
        `This round of changes costs 5.00 credits but only 2.00 of your monthly cap of ${cap} remain.`,
      );
      expect(await countOf(creditLedger)).toBe(ledgerBefore);
      expect(await revisionLedger(requestId)).toHaveLength(0);
      expect(await versionState(v3)).toBe('awaiting');
      // Within the cap it goes through.
      await w.call('acmeOwner', 'PUT', `/api/team/${acme}/people/${w.ids.acmeMember}/cap`, {
        monthlyCap: (Number(cap) + 3).toFixed(2),
      });
      expect((await askChanges('acmeMember', v3, '5.00')).status).toBe(200);
      expect(await revisionLedger(requestId)).toHaveLength(1);
    } finally {
      await w.call('acmeOwner', 'PUT', `/api/team/${acme}/people/${w.ids.acmeMember}/cap`, {
        monthlyCap: null,
      });
    }
  });

  it('the rounds and their cost are frozen at submission: a later catalogue change keeps them', async () => {
    const cat = await catalogue.category('Frozen rounds');
    const t = await catalogue.type(cat.body.data.id, 'Frozen poster');
    const id = t.body.data.id as number;
    await catalogue.draft(id, { included: 1, extraCost: '2.50' });
    await catalogue.publish(id);
    const old = await w.create('acmeOwner', {
      title: 'Frozen poster',
      serviceRequestType: id,
      company: w.company('Acme Foods'),
      content: JSON.stringify({ Brief: 'x' }),
      assignees: [w.ids.acmeOwner],
    });
    expect(old.status).toBe(200);
    // The type now includes none and charges 9 per round.
    expect((await catalogue.draft(id, { included: 0, extraCost: '9' })).status).toBe(200);
    expect((await catalogue.publish(id)).status).toBe(200);
    const requestId = old.body.data.id as number;
    expect(await rounds('acmeOwner', requestId)).toMatchObject({
      included: 1,
      extraCost: '2.50',
      next: { round: 1, cost: '0.00' },
    });
    expect((await askChanges('acmeOwner', await deliver(requestId))).status).toBe(200);
    const v2 = await deliver(requestId);
    expect((await askChanges('acmeOwner', v2, '9.00')).status).toBe(409);
    expect((await askChanges('acmeOwner', v2, '2.50')).status).toBe(200);
    expect((await revisionLedger(requestId)).map((l) => l.amount)).toEqual(['-2.50']);
    // A new request takes the new version.
    const fresh = await w.create('acmeOwner', {
      title: 'Fresh poster',
      serviceRequestType: id,
      company: w.company('Acme Foods'),
      content: JSON.stringify({ Brief: 'x' }),
      assignees: [w.ids.acmeOwner],
    });
    expect(await rounds('acmeOwner', fresh.body.data.id)).toMatchObject({
      included: 0,
      extraCost: '9.00',
      next: { round: 1, cost: '9.00' },
    });
  });

  it('two customers asking at once on the same version: one round, charged once', async () => {
    const { requestId, v3 } = await atThirdRound();
    const before = await w.balance(ACME);
    const [a, b] = await Promise.all([
      askChanges('acmeOwner', v3, '5.00'),
      askChanges('acmeMember', v3, '5.00'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.error.message).toBe(
      DELIVERABLE_MESSAGES.alreadyReviewed,
    );
    expect(await revisionLedger(requestId)).toHaveLength(1);
    expect((await roundRows(requestId)).filter((r) => r.versionId === v3)).toHaveLength(1);
    expect(Number(await w.balance(ACME))).toBeCloseTo(Number(before) - 5, 2);
    // A retry by the same person is answered as it was, not charged again.
    const winner = a.status === 200 ? 'acmeOwner' : 'acmeMember';
    const again = await askChanges(winner, v3, '5.00');
    expect(again.status).toBe(200);
    expect(again.body.meta.duplicate).toBe(true);
    expect(await revisionLedger(requestId)).toHaveLength(1);
  });
});

describe('staff waive a charged round', () => {
  it('refunds it once through the ledger, marks it waived, audits it; only staff', async () => {
    const { requestId, v3 } = await atThirdRound();
    expect((await askChanges('acmeOwner', v3, '5.00')).status).toBe(200);
    const charged = await w.balance(ACME);

    for (const who of ['acmeOwner', 'acmeMember', 'globexOwner'] as const) {
      expect((await waive(who, requestId, 3)).status, who).toBe(403);
    }
    expect((await roundRows(requestId))[2]!.waivedAt).toBeNull();
    expect(await w.balance(ACME)).toBe(charged);
    // A free round has nothing to waive; an unknown one is 404.
    expect((await waive('staff', requestId, 1)).status).toBe(409);
    expect((await waive('staff', requestId, 9)).status).toBe(404);

    const res = await waive('staff', requestId, 3);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.duplicate).toBe(false);
    expect(res.body.data).toMatchObject({ round: 3, charged: '5.00', waivedAt: expect.any(String) });
    expect(Number(await w.balance(ACME))).toBeCloseTo(Number(charged) + 5, 2);
    expect(res.body.meta.balance).toBe(await w.balance(ACME));
    const refunds = await w.t.ctx.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.requestId, requestId), eq(creditLedger.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: '5.00', actorId: w.ids.staff });
    expect(refunds[0]!.note).toMatch(/^Waived: extra revision round 3 of “Poster /);
    const row = (await roundRows(requestId))[2]!;
    expect(row.waivedById).toBe(w.ids.staff);
    expect(row.waivedAt).not.toBeNull();

    // Twice: the same answer, nothing refunded again.
    const again = await waive('staff', requestId, 3);
    expect(again.status).toBe(200);
    expect(again.body.meta.duplicate).toBe(true);
    expect(
      await w.t.ctx.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.requestId, requestId), eq(creditLedger.kind, 'refund'))),
    ).toHaveLength(1);
    const audit = await w.t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'revision_round_waived'));
    expect(audit.filter((a) => (a.details as { requestId?: number }).requestId === requestId)).toHaveLength(
      1,
    );
    // The list shows it waived; the round still counts.
    expect(await rounds('acmeOwner', requestId)).toMatchObject({
      used: 3,
      list: [{ round: 1 }, { round: 2 }, { round: 3, charged: '5.00', waivedAt: expect.any(String) }],
    });
    expect(
      (await w.call('staff', 'GET', `/api/service-requests/${requestId}/deliverables`)).body.meta,
    ).toMatchObject({ canWaive: true });
    expect(
      (await w.call('acmeOwner', 'GET', `/api/service-requests/${requestId}/deliverables`)).body.meta,
    ).toMatchObject({ canWaive: false });
  });
});
