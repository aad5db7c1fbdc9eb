import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { format } from 'date-fns';
import { AppError } from '#shared/errors.ts';
import { quoteRequest, type Quote } from '#shared/domain/credits.ts';
import { dueDateFor, INVALID_DATE_MESSAGE, toValidDate } from '#shared/domain/due-date.ts';
import {
  contentErrors,
  moveContent,
  FormDefinitionSchema,
  parseContent,
  parseFormDefinition,
  withNumberDefaults,
  type ContentValues,
} from '#shared/domain/form-definition.ts';
import {
  canCreateWith,
  canTransition,
  canView,
  can,
  isStaffEmail,
  PERMISSION_DENIED_MESSAGE,
} from '#shared/domain/permissions.ts';
import { isPriorityLevel, type PriorityLevel } from '#shared/domain/priority.ts';
import { isCharged, movesToTop, parseStatus, type RequestStatus } from '#shared/domain/request-status.ts';
import { isBlank, MESSAGES } from '#shared/domain/validation.ts';
import { requestPeopleError } from '#shared/domain/request-people.ts';
import type { RequestInput, ServiceRequestDto } from '#shared/schemas/request.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  companies,
  enterprises,
  files,
  requestAssignees,
  requestEvents,
  requestFiles,
  requestIdempotencyKeys,
  requestTypes,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { postLedger, type LedgerKind } from '../credits.service.ts';
import { applyRequestEffects, type RequestChange, type RequestSnapshot } from '../request-effects.ts';
import { parsePlaceholder, requireOrderableType } from '../catalogue.service.ts';
import { listCompanyUsers } from '../users.service.ts';
import { syncRequestBrandKit } from '../request-brand-kit.ts';
import { factsOf } from '../request-access.ts';
import {
  ASSIGNED_TO_NOT_STAFF,
  ASSIGNEES_NOT_IN_COMPANY,
  CREATE_STATUS_DENIED,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  NOT_FOUND_MESSAGE,
  TYPE_REQUIRED_MESSAGE,
  UNKNOWN_STATUS_MESSAGE,
} from './messages.ts';
import { loadRequestDto, parseFrozen, type Frozen } from './read.ts';

/*
 * Writing requests (create, save draft, update, cancel, remove) with the permission table, the
 * server-side price, the credit ledger, the activity timeline and the side effects in ONE transaction.
 */

const sr = serviceRequests;
const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

export type WriteIntent =
  /** POST /api/service-requests: submit (NOT_START, the default) or save as draft. */
  | 'create'
  /** PUT /api/service-requests: save as draft (creates one, or updates data.id). */
  | 'saveDraft'
  /** PUT /api/service-requests/:id: update, submit a draft, cancel, or (staff) any status change. */
  | 'update';

type CurrentRow = typeof serviceRequests.$inferSelect;

const lockRequest = async (tx: Db, id: number): Promise<CurrentRow | undefined> =>
  (await tx.select().from(sr).where(eq(sr.id, id)).for('update'))[0];

/** Locks enterprise rows in id order before anything references them, so charges serialise without deadlocks. */
async function lockEnterprises(tx: Db, ids: number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, id)).for('update');
  }
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];
const sameSet = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Content text from the input: a JSON object (text or object); anything else is refused. */
function contentFromInput(raw: RequestInput['content']): ContentValues {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'string') return parseContent(JSON.stringify(raw));
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('BAD_REQUEST', 'Content must be a JSON object of field values');
  }
  return parseContent(raw);
}

function normaliseTargetDate(v: string): string {
  try {
    return format(toValidDate(v.trim()), 'yyyy-MM-dd');
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_DATE_MESSAGE);
  }
}

/**
 * Files may be attached when they were uploaded by the actor, are already attached to this request,
 * or belong to a request the actor can see (duplicating a request with its files).
 */
async function assertAttachable(
  tx: Db,
  actor: SessionUser,
  ids: string[],
  requestId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  // FOR SHARE: the upload clean-up cannot delete these files before this transaction marks them
  // attached (it then skips them); one it deleted first is reported missing here, not a 500 later.
  const found = await tx
    .select({ id: files.id, uploaderId: files.uploaderId })
    .from(files)
    .where(inArray(files.id, ids))
    .for('share');
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw new AppError('BAD_REQUEST', `Attached file not found: ${missing[0]}`);
  const foreign = found.filter((f) => f.uploaderId !== actor.id).map((f) => f.id);
  if (foreign.length === 0) return;
  const facts = {
    id: sr.id,
    status: sr.status,
    companyId: sr.companyId,
    enterpriseId: sr.enterpriseId,
    createdById: sr.createdById,
  };
  const viaFiles = await tx
    .select({ fileId: requestFiles.fileId, ...facts })
    .from(requestFiles)
    .innerJoin(sr, eq(sr.id, requestFiles.requestId))
    .where(inArray(requestFiles.fileId, foreign));
  const viaAudio = await tx
    .select({ fileId: sql<string>`${sr.audioFileId}::text`, ...facts })
    .from(sr)
    .where(inArray(sr.audioFileId, foreign));
  const holders = [...viaFiles, ...viaAudio];
  for (const id of foreign) {
    const ok = holders.some((h) => h.fileId === id && (h.id === requestId || canView(actor, factsOf(h))));
    if (!ok) throw new AppError('BAD_REQUEST', `Attached file not found: ${id}`);
  }
}

type Plan = {
  status: RequestStatus;
  title: string;
  company: { id: number; name: string; enterpriseId: number };
  typeId: number;
  createdById: number;
  priorityLevel: PriorityLevel;
  contentText: string;
  frozen: Frozen;
  formVersion: number;
  placeholders: Record<string, string> | null;
  quote: Quote;
  adjustCredit: string | null;
  targetDate: string | null;
  assignees: number[];
  assignedTo: number[];
  files: string[] | null;
  typeSpecificFiles: Record<string, string[]> | null;
  audioFileId: string | null;
};

/**
 * Creates or updates a request. Everything happens in one transaction: the permission and
 * validation checks, the price, the request row and its relations, the ledger posting (under the
 * enterprise row lock), the activity events and the notification/e-mail side effects.
 */
export async function writeRequest(
  ctx: AppContext,
  actor: SessionUser,
  intent: WriteIntent,
  input: RequestInput,
  requestId: number | null,
  /** A create's Idempotency-Key: a repeat answers the request the first attempt made. */
  idempotencyKey: string | null = null,
): Promise<ServiceRequestDto> {
  const id = await ctx.db.transaction(async (tx) => {
    const keyed = requestId === null && idempotencyKey !== null;
    if (keyed) {
      // Same user and key: concurrent attempts wait here for each other, then see the first's result.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`request-create:${actor.id}:${idempotencyKey}`}, 0))`,
      );
      const [seen] = await tx
        .select({
          requestId: requestIdempotencyKeys.requestId,
          fingerprint: requestIdempotencyKeys.fingerprint,
        })
        .from(requestIdempotencyKeys)
        .where(
          and(eq(requestIdempotencyKeys.userId, actor.id), eq(requestIdempotencyKeys.key, idempotencyKey)),
        );
      if (seen) {
        if (seen.fingerprint !== null && seen.fingerprint !== fingerprintOf(intent, input)) {
          throw new AppError('CONFLICT', IDEMPOTENCY_KEY_REUSED_MESSAGE);
        }
        // The caller may have lost access since (removed from the company): same rule as a read.
        const made = await lockRequest(tx, seen.requestId);
        if (!made || !canView(actor, factsOf(made))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
        return seen.requestId;
      }
    }
    const current = requestId !== null ? await lockRequest(tx, requestId) : undefined;
    if (requestId !== null && (!current || !canView(actor, factsOf(current)))) {
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    }
    const before = current
      ? {
          assignees: await peopleOf(tx, current.id, 'assignee'),
          assignedTo: await peopleOf(tx, current.id, 'assignedTo'),
        }
      : { assignees: [], assignedTo: [] };
    const plan = await planWrite(ctx, tx, actor, intent, input, current ?? null, before);
    const written = await applyPlan(ctx, tx, actor, plan, current ?? null, before);
    await syncRequestBrandKit(tx, actor, written, input.brandKit, current?.status ?? null);
    if (keyed) {
      await tx.insert(requestIdempotencyKeys).values({
        userId: actor.id,
        key: idempotencyKey,
        requestId: written,
        fingerprint: fingerprintOf(intent, input),
      });
    }
    return written;
  });
  return loadRequestDto(ctx.db, id);
}

/** The action and the validated body a key was used for (stable: the same retry hashes the same). */
const fingerprintOf = (intent: WriteIntent, input: RequestInput) =>
  createHash('sha256')
    .update(JSON.stringify([intent, input]))
    .digest('base64url');

/**
 * How long a create's Idempotency-Key is remembered. A retry follows a lost answer within seconds or
 * minutes (a flaky network, a double click, a reload); a week is far beyond any of them.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 3600_000;

/** Forgets Idempotency-Keys past their retention (run by the housekeeping worker); answers how many. */
export async function pruneIdempotencyKeys(
  ctx: AppContext,
  olderThanMs = IDEMPOTENCY_KEY_RETENTION_MS,
): Promise<number> {
  const gone = await ctx.db
    .delete(requestIdempotencyKeys)
    .where(lt(requestIdempotencyKeys.createdAt, new Date(Date.now() - olderThanMs)))
    .returning({ key: requestIdempotencyKeys.key });
  return gone.length;
}

async function peopleOf(tx: Db, requestId: number, role: 'assignee' | 'assignedTo'): Promise<number[]> {
  const rows = await tx
    .select({ userId: requestAssignees.userId })
    .from(requestAssignees)
    .where(and(eq(requestAssignees.requestId, requestId), eq(requestAssignees.role, role)));
  return rows.map((r) => r.userId);
}

async function planWrite(
  ctx: AppContext,
  tx: Db,
  actor: SessionUser,
  intent: WriteIntent,
  input: RequestInput,
  current: CurrentRow | null,
  before: { assignees: number[]; assignedTo: number[] },
): Promise<Plan> {
  const staff = actor.isStaff;
  const creating = current === null;

  // Status and permission.
  let requested: RequestStatus | null = null;
  if (input.status !== undefined && input.status !== null && input.status !== '') {
    requested = parseStatus(input.status);
    if (!requested) throw new AppError('BAD_REQUEST', UNKNOWN_STATUS_MESSAGE);
  }
  if (intent === 'saveDraft') requested = 'DRAFT';
  let status: RequestStatus;
  if (creating) {
    status = requested ?? 'NOT_START';
    if (!canCreateWith(actor, status)) {
      throw new AppError(status === 'DELETED' ? 'BAD_REQUEST' : 'FORBIDDEN', CREATE_STATUS_DENIED);
    }
  } else {
    const facts = factsOf(current);
    status = requested ?? facts.status;
    if (status === 'DELETED') throw new AppError('BAD_REQUEST', 'Use remove to delete a request.');
    if (!canTransition(actor, facts, status)) throw new AppError('FORBIDDEN', PERMISSION_DENIED_MESSAGE);
  }
  const wasDraft = creating || current.status === 'DRAFT';
  const submitting = status !== 'DRAFT' && wasDraft;
  const draftSave = status === 'DRAFT';

  // Title.
  const title = (input.title !== undefined ? (input.title ?? '') : (current?.title ?? '')).trim();
  if (isBlank(title)) throw new AppError('BAD_REQUEST', MESSAGES.titleRequired);

  // Company: 'Please select a company' when submitting a new request, 'No company selected' otherwise.
  const companyId = input.company !== undefined ? input.company : (current?.companyId ?? null);
  if (companyId === null) {
    throw new AppError(
      'BAD_REQUEST',
      creating && !draftSave && intent === 'create' ? MESSAGES.companyRequired : MESSAGES.noCompany,
    );
  }
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, enterpriseId: companies.enterpriseId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || (!staff && !actor.companyIds.includes(company.id))) {
    throw new AppError('NOT_FOUND', 'Company not found');
  }
  const companyChanged = !creating && company.id !== current.companyId;

  // Type and pricing basis: new requests, drafts and type changes use the current catalogue;
  // a submitted request keeps the form and base credit it was priced with.
  const typeId =
    input.serviceRequestType !== undefined ? input.serviceRequestType : (current?.requestTypeId ?? null);
  if (typeId === null) throw new AppError('BAD_REQUEST', TYPE_REQUIRED_MESSAGE);
  const typeChanged = !creating && typeId !== current.requestTypeId;
  let frozen: Frozen;
  let formVersion: number;
  let placeholders: Record<string, string> | null;
  const keepFrozen = !creating && !wasDraft && !typeChanged ? parseFrozen(current.formSnapshot) : null;
  if (keepFrozen) {
    frozen = keepFrozen;
    formVersion = current!.formVersion;
    placeholders = current!.placeholders ? parsePlaceholder(current!.placeholders) : null;
  } else if (!creating && !wasDraft && !typeChanged) {
    // A submitted request without a snapshot (imported data): price with its type as it is now.
    const [t] = await tx.select().from(requestTypes).where(eq(requestTypes.id, typeId));
    frozen = { baseCredit: t?.credit ?? '0.00', form: parseFormDefinition(t?.form) };
    formVersion = t?.formVersion ?? current!.formVersion;
    placeholders = t ? parsePlaceholder(t.placeholder) : null;
  } else {
    const type = await requireOrderableType(tx, typeId);
    frozen = { baseCredit: type.credit, form: type.form };
    formVersion = type.formVersion;
    placeholders = type.placeholder;
  }

  // Content: validated against the form; number fields default to 1.
  const contentGiven = input.content !== undefined;
  let given = contentGiven ? contentFromInput(input.content) : parseContent(current?.content ?? '{}');
  // A draft made under an older version of its type moves to the current one: answers follow their
  // field by key, so a renamed field keeps its answer.
  const draftFrom = !creating && wasDraft && !typeChanged && current.formVersion !== formVersion;
  const oldForm = draftFrom ? parseFrozen(current.formSnapshot)?.form : undefined;
  if (oldForm) given = moveContent(oldForm, frozen.form, given);
  const values = withNumberDefaults(frozen.form, given);
  if (contentGiven || submitting || typeChanged) {
    const errors = contentErrors(frozen.form, values, { submitting: status !== 'DRAFT' });
    if (errors.length) throw new AppError('BAD_REQUEST', errors[0]!.message, { fields: errors });
  }
  const contentText = JSON.stringify(values);

  const priorityLevel: PriorityLevel =
    input.priorityLevel ?? (isPriorityLevel(current?.priorityLevel) ? current.priorityLevel : 'STANDARD');

  // Staff-only fields; customers' values are ignored.
  const adjustCredit =
    staff && input.adjustCredit !== undefined ? input.adjustCredit : (current?.adjustCredit ?? null);
  const quote = quoteRequest({
    typeName: (await typeName(tx, typeId)) ?? '',
    baseCredit: frozen.baseCredit,
    form: frozen.form,
    content: values,
    priorityLevel,
    adjustCredit,
  });

  let createdById = current?.createdById ?? actor.id;
  if (staff && input.createdBy !== undefined && input.createdBy !== null && input.createdBy !== createdById) {
    const [u] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, input.createdBy));
    const companyUsers = u ? await listCompanyUsers(tx, company.id) : [];
    if (!u || !(isStaffEmail(u.email, ctx.env.PROVIDER_DOMAIN) || companyUsers.some((c) => c.id === u.id))) {
      throw new AppError(
        'BAD_REQUEST',
        'Created by must be a user of the selected company or a staff member',
      );
    }
    createdById = u.id;
  }

  // Assignees: users of the company; a company change resets them unless new ones are given.
  let assignees: number[];
  if (input.assignees !== undefined && input.assignees !== null) assignees = uniq(input.assignees);
  else if (input.assignees === null || companyChanged) assignees = [];
  else assignees = before.assignees;
  if ((companyChanged || !sameSet(assignees, before.assignees)) && assignees.length) {
    const companyUsers = await listCompanyUsers(tx, company.id);
    if (assignees.some((a) => !companyUsers.some((u) => u.id === a))) {
      throw new AppError('BAD_REQUEST', ASSIGNEES_NOT_IN_COMPANY);
    }
  }
  let assignedTo = before.assignedTo;
  if (staff && input.assignedTo !== undefined) {
    assignedTo = uniq(input.assignedTo ?? []);
    if (!sameSet(assignedTo, before.assignedTo) && assignedTo.length) {
      const rows = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, assignedTo));
      if (
        rows.length !== assignedTo.length ||
        rows.some((u) => !isStaffEmail(u.email, ctx.env.PROVIDER_DOMAIN))
      ) {
        throw new AppError('BAD_REQUEST', ASSIGNED_TO_NOT_STAFF);
      }
    }
  }

  // Who the request needs, one rule for create and update: assignees once submitted (a draft or a
  // cancellation may have none), and someone in Assigned to when it is put into Assigned.
  const people = requestPeopleError({
    status,
    assignees,
    assignedTo,
    settingAssigned: creating || status !== current.status || !sameSet(assignedTo, before.assignedTo),
  });
  if (people) throw new AppError('BAD_REQUEST', people.message);

  // Due date: staff may set it; otherwise it follows the priority from the day of submission.
  let targetDate = current?.targetDate ?? null;
  const priorityChanged = !creating && priorityLevel !== current.priorityLevel;
  if (staff && input.targetDate !== undefined) {
    targetDate =
      input.targetDate === null || input.targetDate.trim() === ''
        ? null
        : normaliseTargetDate(input.targetDate);
  } else if ((submitting && !targetDate) || (priorityChanged && status !== 'DRAFT')) {
    targetDate = dueDateFor(priorityLevel, new Date());
  }

  // Attachments.
  const fileIds = input.files !== undefined ? uniq(input.files ?? []) : null;
  let typeSpecificFiles: Record<string, string[]> | null = null;
  if (input.typeSpecificFiles !== undefined) {
    typeSpecificFiles = {};
    for (const [label, ids] of Object.entries(input.typeSpecificFiles ?? {})) {
      if (label.trim() === '') continue;
      if (ids.length) typeSpecificFiles[label] = uniq(ids);
    }
    if (Object.keys(typeSpecificFiles).length > 50) throw new AppError('BAD_REQUEST', 'Too many file fields');
  }
  const audioFileId = input.audio !== undefined ? (input.audio ?? null) : (current?.audioFileId ?? null);
  const newFileIds = uniq([
    ...(fileIds ?? []),
    ...Object.values(typeSpecificFiles ?? {}).flat(),
    ...(audioFileId && audioFileId !== current?.audioFileId ? [audioFileId] : []),
  ]);
  await assertAttachable(tx, actor, newFileIds, current?.id ?? null);

  return {
    status,
    title,
    company,
    typeId,
    createdById,
    priorityLevel,
    contentText,
    frozen,
    formVersion,
    placeholders,
    quote,
    adjustCredit,
    targetDate,
    assignees,
    assignedTo,
    files: fileIds,
    typeSpecificFiles,
    audioFileId,
  };
}

async function typeName(tx: Db, id: number): Promise<string | undefined> {
  const [t] = await tx.select({ name: requestTypes.name }).from(requestTypes).where(eq(requestTypes.id, id));
  return t?.name;
}

type Posting = { enterpriseId: number; kind: LedgerKind; amount: Decimal; note: string };

/** The ledger movements that bring what is charged for the request to what it should be. */
function postingsFor(
  target: Decimal,
  currentCharge: Decimal,
  enterpriseId: number,
  previousEnterpriseId: number | null,
  title: string,
): Posting[] {
  const label = `“${title.length > 60 ? `${title.slice(0, 60)}…` : title}”`;
  if (previousEnterpriseId !== null && previousEnterpriseId !== enterpriseId && !currentCharge.isZero()) {
    const out: Posting[] = [
      {
        enterpriseId: previousEnterpriseId,
        kind: 'refund',
        amount: currentCharge,
        note: `Refund: ${label} moved to another enterprise`,
      },
    ];
    if (!target.isZero()) {
      out.push({ enterpriseId, kind: 'debit', amount: target.negated(), note: `Request ${label}` });
    }
    return out;
  }
  const diff = target.minus(currentCharge);
  if (diff.isZero()) return [];
  if (currentCharge.isZero()) {
    return [{ enterpriseId, kind: 'debit', amount: diff.negated(), note: `Request ${label}` }];
  }
  if (target.isZero()) {
    return [{ enterpriseId, kind: 'refund', amount: currentCharge, note: `Refund: ${label}` }];
  }
  return [{ enterpriseId, kind: 'adjustment', amount: diff.negated(), note: `Price change: ${label}` }];
}

async function applyPlan(
  ctx: AppContext,
  tx: Db,
  actor: SessionUser,
  plan: Plan,
  current: CurrentRow | null,
  before: { assignees: number[]; assignedTo: number[] },
): Promise<number> {
  const target = isCharged(plan.status) ? new Decimal(plan.quote.total) : new Decimal(0);
  const currentCharge = new Decimal(current?.chargedCredit ?? 0);
  const postings = postingsFor(
    target,
    currentCharge,
    plan.company.enterpriseId,
    current?.enterpriseId ?? null,
    plan.title,
  );
  await lockEnterprises(
    tx,
    postings.map((p) => p.enterpriseId),
  );

  const snapshot = { baseCredit: plan.frozen.baseCredit, form: FormDefinitionSchema.parse(plan.frozen.form) };
  const values = {
    title: plan.title,
    content: plan.contentText,
    status: plan.status,
    companyId: plan.company.id,
    enterpriseId: plan.company.enterpriseId,
    requestTypeId: plan.typeId,
    createdById: plan.createdById,
    priorityLevel: plan.priorityLevel,
    credit: plan.quote.credit,
    adjustCredit: plan.adjustCredit,
    chargedCredit: money(target),
    breakdown: plan.quote.breakdown,
    formSnapshot: snapshot,
    formVersion: plan.formVersion,
    placeholders: plan.placeholders,
    targetDate: plan.targetDate,
    audioFileId: plan.audioFileId,
    ...(plan.status !== 'DRAFT' && !current?.submittedAt ? { submittedAt: sql`now()` } : {}),
  };
  let id: number;
  if (!current) {
    const [row] = await tx.insert(sr).values(values).returning({ id: sr.id });
    id = row!.id;
  } else {
    id = current.id;
    const touch = movesToTop(factsOf(current).status, plan.status);
    await tx
      .update(sr)
      .set({ ...values, ...(touch ? { updatedAt: sql`now()` } : {}) })
      .where(eq(sr.id, id));
  }

  const charges: { kind: LedgerKind; amount: string; balanceAfter: string; enterpriseId: number }[] = [];
  for (const p of postings) {
    const { balanceAfter } = await postLedger(tx, {
      enterpriseId: p.enterpriseId,
      kind: p.kind,
      amount: p.amount,
      requestId: id,
      actorId: actor.id,
      note: p.note,
    });
    charges.push({ kind: p.kind, amount: money(p.amount), balanceAfter, enterpriseId: p.enterpriseId });
  }

  // People.
  const diff = (next: number[], prev: number[]) => ({
    added: next.filter((x) => !prev.includes(x)),
    removed: prev.filter((x) => !next.includes(x)),
  });
  const people = {
    assignee: diff(plan.assignees, before.assignees),
    assignedTo: diff(plan.assignedTo, before.assignedTo),
  };
  for (const role of ['assignee', 'assignedTo'] as const) {
    const { added, removed } = people[role];
    if (removed.length) {
      await tx
        .delete(requestAssignees)
        .where(
          and(
            eq(requestAssignees.requestId, id),
            eq(requestAssignees.role, role),
            inArray(requestAssignees.userId, removed),
          ),
        );
    }
    if (added.length) {
      await tx.insert(requestAssignees).values(added.map((userId) => ({ requestId: id, userId, role })));
    }
  }

  // Files.
  const changedFiles: string[] = [];
  if (plan.files !== null) {
    await tx.delete(requestFiles).where(and(eq(requestFiles.requestId, id), eq(requestFiles.fieldKey, '')));
    if (plan.files.length) {
      await tx
        .insert(requestFiles)
        .values(plan.files.map((fileId, position) => ({ requestId: id, fileId, fieldKey: '', position })));
    }
    changedFiles.push('files');
  }
  if (plan.typeSpecificFiles !== null) {
    await tx.delete(requestFiles).where(and(eq(requestFiles.requestId, id), ne(requestFiles.fieldKey, '')));
    const rows = Object.entries(plan.typeSpecificFiles).flatMap(([fieldKey, ids]) =>
      ids.map((fileId, position) => ({ requestId: id, fileId, fieldKey, position })),
    );
    if (rows.length) await tx.insert(requestFiles).values(rows);
    changedFiles.push('typeSpecificFiles');
  }
  const attachIds = uniq([
    ...(plan.files ?? []),
    ...Object.values(plan.typeSpecificFiles ?? {}).flat(),
    ...(plan.audioFileId ? [plan.audioFileId] : []),
  ]);
  if (attachIds.length) {
    await tx
      .update(files)
      .set({ attachedAt: sql`now()` })
      .where(and(inArray(files.id, attachIds), isNull(files.attachedAt)));
  }

  // Activity timeline and side effects.
  const events: { kind: string; data: Record<string, unknown> }[] = [];
  const changes: RequestChange[] = [];
  if (!current) {
    events.push({ kind: 'created', data: { status: plan.status, total: plan.quote.total } });
    changes.push({ kind: 'created', status: plan.status });
  } else {
    const from = current.status;
    if (from !== plan.status) {
      events.push({ kind: 'status_changed', data: { from, to: plan.status } });
      changes.push({ kind: 'status_changed', from, to: plan.status });
    }
    const oldTotal = money(current.adjustCredit ?? current.credit);
    if (oldTotal !== plan.quote.total || (current.adjustCredit ?? null) !== plan.adjustCredit) {
      events.push({
        kind: 'credit_changed',
        data: {
          from: oldTotal,
          to: plan.quote.total,
          adjustCredit: { from: current.adjustCredit, to: plan.adjustCredit },
        },
      });
      if (oldTotal !== plan.quote.total) {
        changes.push({ kind: 'credit_changed', from: oldTotal, to: plan.quote.total });
      }
    }
    const fields = [
      ...(plan.title !== current.title ? ['title'] : []),
      ...(plan.contentText !== current.content ? ['content'] : []),
      ...(plan.company.id !== current.companyId ? ['company'] : []),
      ...(plan.typeId !== current.requestTypeId ? ['serviceRequestType'] : []),
      ...(plan.priorityLevel !== current.priorityLevel ? ['priorityLevel'] : []),
      ...(plan.targetDate !== current.targetDate ? ['targetDate'] : []),
      ...(plan.createdById !== current.createdById ? ['createdBy'] : []),
      ...(plan.audioFileId !== current.audioFileId ? ['audio'] : []),
      ...changedFiles,
    ];
    if (fields.length) {
      events.push({ kind: 'updated', data: { fields } });
      changes.push({ kind: 'updated' });
    }
  }
  for (const role of ['assignee', 'assignedTo'] as const) {
    const { added, removed } = people[role];
    if (added.length || removed.length) {
      events.push({ kind: 'assigned', data: { role, added, removed } });
      if (added.length) changes.push({ kind: 'assigned', role, userIds: added });
    }
  }
  for (const c of charges) events.push({ kind: 'charged', data: c });
  if (events.length) {
    await tx.insert(requestEvents).values(events.map((e) => ({ requestId: id, actorId: actor.id, ...e })));
  }
  await applyRequestEffects(tx, ctx, {
    actor,
    request: {
      id,
      title: plan.title,
      status: plan.status,
      companyId: plan.company.id,
      enterpriseId: plan.company.enterpriseId,
      createdById: plan.createdById,
      assigneeIds: plan.assignees,
      assignedToIds: plan.assignedTo,
    } satisfies RequestSnapshot,
    changes,
  });
  return id;
}

/**
 * PUT /api/service-requests/remove/:id — sets DELETED and refunds what the request was charged.
 * A draft is removed by its creator; a submitted request only by staff.
 */
export async function removeRequest(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockRequest(tx, requestId);
    if (!current || !canView(actor, factsOf(current))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (!can(actor, 'delete', factsOf(current))) throw new AppError('FORBIDDEN', PERMISSION_DENIED_MESSAGE);
    const charged = new Decimal(current.chargedCredit);
    await lockEnterprises(tx, [current.enterpriseId]);
    await tx.update(sr).set({ status: 'DELETED', chargedCredit: '0.00' }).where(eq(sr.id, requestId));
    const events: { kind: string; data: Record<string, unknown> }[] = [
      { kind: 'status_changed', data: { from: current.status, to: 'DELETED' } },
    ];
    if (!charged.isZero()) {
      const { balanceAfter } = await postLedger(tx, {
        enterpriseId: current.enterpriseId,
        kind: 'refund',
        amount: charged,
        requestId,
        actorId: actor.id,
        note: `Refund: “${current.title.slice(0, 60)}” deleted`,
      });
      events.push({
        kind: 'charged',
        data: { kind: 'refund', amount: money(charged), balanceAfter, enterpriseId: current.enterpriseId },
      });
    }
    await tx.insert(requestEvents).values(events.map((e) => ({ requestId, actorId: actor.id, ...e })));
    await applyRequestEffects(tx, ctx, {
      actor,
      request: {
        id: requestId,
        title: current.title,
        status: 'DELETED',
        companyId: current.companyId,
        enterpriseId: current.enterpriseId,
        createdById: current.createdById,
        assigneeIds: await peopleOf(tx, requestId, 'assignee'),
        assignedToIds: await peopleOf(tx, requestId, 'assignedTo'),
      },
      changes: [{ kind: 'status_changed', from: current.status, to: 'DELETED' }],
    });
  });
  return { id: requestId };
}
