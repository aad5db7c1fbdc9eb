import { Decimal } from 'decimal.js';
import { quoteRequest, type Quote } from '#shared/domain/credits.ts';
import {
  balanceAfter,
  insufficientCreditMessage,
  lowerPrioritiesThatFit,
  type PriorityThatFits,
} from '#shared/domain/credit-fit.ts';
import { withNumberDefaults, type ContentValues, type FormDefinition } from '#shared/domain/form-content.ts';
import { PRIORITY_LABELS, PRIORITY_WINDOWS, type PriorityLevel } from '#shared/domain/priority.ts';
import { creditsLabel } from '#shared/domain/formats.ts';
import { isCharged, type RequestStatus } from '#shared/domain/request-status.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import type { ServiceRequestDto } from '#shared/schemas/request.ts';
import { creditEnterprise } from '../../actor.ts';

/** The enterprise that pays, what it can spend on this request, and what is left after it. */
export type CreditFit = {
  enterpriseId: number;
  enterpriseName: string;
  /** The enterprise's balance plus what this request already holds (it comes back when re-priced). */
  spendable: string;
  /** What this request holds on the ledger now ('0.00' for new requests and drafts). */
  held: string;
  /** The balance once the request is saved with the status a Submit gives it. */
  after: string;
  fits: boolean;
  /** When it does not fit: the server's words for the refusal (src/shared/domain/credit-fit.ts). */
  message: string | null;
  /** When it does not fit: slower priorities at which it would, fastest first. */
  lowerPriorities: PriorityThatFits[];
};

/** What the credit fit is computed from: the session, the request being edited, and the form's values. */
export type CreditFitInput = {
  session: SessionPayload;
  request: ServiceRequestDto | null;
  definition: FormDefinition | null;
  typeName: string;
  baseCredit: string;
  content: ContentValues;
  priorityLevel: PriorityLevel;
  /** The staff adjustment that replaces the computed credit, when there is a valid one. */
  adjustCredit: string | null;
  companyId: number | null;
  submitStatus: RequestStatus;
};

/**
 * The live price (quoteRequest, the same function the server charges with) and whether it fits the
 * paying enterprise's credit (issue 12: the balance after this request, before Submit). The drawer's
 * form calls it on every render (it holds no React state: `useCreditFit` is this function).
 */
export function creditFitOf({
  session,
  request,
  definition,
  typeName,
  baseCredit,
  content,
  priorityLevel,
  adjustCredit,
  companyId,
  submitStatus,
}: CreditFitInput): { quote: Quote | null; credit: CreditFit | null } {
  // Computed on every render: react-hook-form updates the values in place, so they make poor memo keys.
  const quoteInput = definition
    ? {
        typeName,
        baseCredit,
        form: definition,
        content: withNumberDefaults(definition, content),
        priorityLevel,
        adjustCredit,
      }
    : null;
  const quote = quoteInput ? quoteRequest(quoteInput) : null;

  const enterprise = creditEnterprise(session, companyId);
  if (!quote || !quoteInput || !enterprise) return { quote, credit: null };
  const held = request?.chargedCredit ?? '0';
  const spendable = new Decimal(enterprise.availableRequestCredit).plus(held).toFixed(2);
  // A status that charges nothing (staff cancelling) gives back what the request holds.
  const cost = isCharged(submitStatus) ? quote.total : '0';
  const after = balanceAfter(spendable, cost);
  const fits = !new Decimal(after).isNegative();
  return {
    quote,
    credit: {
      enterpriseId: enterprise.id,
      enterpriseName: enterprise.name,
      spendable,
      held,
      after,
      fits,
      message: fits ? null : insufficientCreditMessage(cost, spendable),
      lowerPriorities: fits ? [] : lowerPrioritiesThatFit(quoteInput, spendable),
    },
  };
}

export const useCreditFit = creditFitOf;

/**
 * What a request over the available credit can do about it: a lower priority that fits, else fewer
 * or cheaper options — unless nothing is left to spend, where no option fits (a new enterprise on a
 * tier without credits) and a draft waits for credits instead.
 */
export function shortfallAdvice(credit: Pick<CreditFit, 'lowerPriorities' | 'spendable'>): string {
  const suggestion = credit.lowerPriorities[0];
  if (suggestion) {
    return `At ${PRIORITY_LABELS[suggestion.priorityLevel]} (${PRIORITY_WINDOWS[suggestion.priorityLevel]}) it costs ${creditsLabel(suggestion.total)} and fits.`;
  }
  return new Decimal(credit.spendable).gt(0)
    ? `Choose fewer or cheaper options to bring it within ${creditsLabel(credit.spendable)}.`
    : 'No credits are available to spend: save it as a draft and submit it once credits are added.';
}
