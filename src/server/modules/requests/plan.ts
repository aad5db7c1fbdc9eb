import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { isBlank, MESSAGES } from '#shared/domain/validation.ts';
import type { RequestInput } from '#shared/schemas/request.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { named } from '../../db/write-batch.ts';
import { companies } from '../../db/schema/index.ts';
import { planRequestBrandKit, type BrandKitChange } from '../brand-kit/request-brand-kit.ts';
import type { CurrentRow, People } from './lock.ts';
import { resolveAttachments, type AttachmentsStep } from './steps/attachments.ts';
import { resolveDueDate } from './steps/due-date.ts';
import { resolvePeople, type PeopleStep } from './steps/people.ts';
import { resolvePrice, type PriceStep } from './steps/price.ts';
import { planSpendingControls, type SpendingStep } from './steps/spending-controls.ts';
import { resolveStatus } from './steps/status.ts';
import { prefetchNewRequest } from './steps/prefetch.ts';
import type { WriteIntent } from './write.ts';

/** Everything a save will write, decided and validated before anything is written or locked. */
export type Plan = PriceStep &
  PeopleStep &
  AttachmentsStep &
  SpendingStep & {
    status: RequestStatus;
    title: string;
    company: { id: number; name: string; enterpriseId: number };
    targetDate: string | null;
    brandKit: BrandKitChange;
  };

/**
 * The read half of a save: status and permission → title and company → type, content and price →
 * people → due date → attachments → brand kit → spending controls (a member's submission may be held
 * for an owner's approval, once it is valid as a submission). Only lookups; any refusal leaves nothing written.
 */
export async function planWrite(
  ctx: AppContext,
  tx: Db,
  actor: SessionUser,
  intent: WriteIntent,
  input: RequestInput,
  current: CurrentRow | null,
  before: People,
): Promise<Plan> {
  const statusStep = resolveStatus(actor, intent, input, current);

  const title = (input.title !== undefined ? (input.title ?? '') : (current?.title ?? '')).trim();
  if (isBlank(title)) throw new AppError('BAD_REQUEST', MESSAGES.titleRequired);

  // Company: 'Please select a company' when submitting a new request, 'No company selected' otherwise.
  const companyId = input.company !== undefined ? input.company : (current?.companyId ?? null);
  if (companyId === null) {
    const submittingNew = current === null && statusStep.status !== 'DRAFT' && intent === 'create';
    throw new AppError('BAD_REQUEST', submittingNew ? MESSAGES.companyRequired : MESSAGES.noCompany);
  }
  // A new request reads its company, type and people in one statement (steps/prefetch.ts).
  const pre = current === null ? await prefetchNewRequest(tx, actor, input, companyId) : null;
  const [company] = pre
    ? [pre.company]
    : await named(
        tx
          .select({ id: companies.id, name: companies.name, enterpriseId: companies.enterpriseId })
          .from(companies)
          .where(eq(companies.id, companyId)),
      ).execute();
  if (!company || (!actor.isStaff && !actor.companyIds.includes(company.id))) {
    throw new AppError('NOT_FOUND', 'Company not found');
  }

  const price = await resolvePrice(
    tx,
    actor,
    input,
    current,
    statusStep,
    pre ? { found: pre.type } : undefined,
  );
  const people = await resolvePeople(ctx, tx, actor, input, current, before, company, statusStep, pre?.users);
  let targetDate = resolveDueDate(actor, input, current, statusStep, price.priorityLevel);
  const attachments = await resolveAttachments(tx, actor, input, current);
  const brandKit = await planRequestBrandKit(tx, actor, {
    requestId: current?.id ?? null,
    brandKit: input.brandKit,
    previousStatus: current?.status ?? null,
    status: statusStep.status,
    companyId: company.id,
  });
  const spending = await planSpendingControls(tx, actor, statusStep, current, company.enterpriseId, input);
  // Held for approval: still a draft, dated when it is approved.
  if (spending.approval.kind === 'held') {
    targetDate = resolveDueDate(actor, input, current, statusStep, price.priorityLevel);
  }
  return {
    status: statusStep.status,
    title,
    company,
    ...price,
    ...people,
    targetDate,
    ...attachments,
    brandKit,
    ...spending,
  };
}
