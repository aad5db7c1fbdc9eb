import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { isIsoDay } from '../domain/credit-periods.ts';
import { isBlank } from '../domain/validation.ts';
import { LEDGER_KINDS, MAX_CREDIT_CHANGE, type LedgerKind } from '../domain/ledger.ts';
import { MEMBERSHIP_TIERS, isMembershipTier } from '../domain/membership.ts';
import { PendingTierSchema } from './pending-tier.ts';

/** A calendar day written YYYY-MM-DD. */
export const IsoDaySchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD' })
  .refine(isIsoDay, 'Enter a date as YYYY-MM-DD, for example 2026-12-01');

export const TierSchema = z
  .string({ error: 'Choose a membership tier' })
  .refine(isMembershipTier, `Unknown membership tier; use one of ${MEMBERSHIP_TIERS.join(', ')}`);

/** A positive amount of credits with at most two decimals, at most MAX_CREDIT_CHANGE. */
export const CreditAmountSchema = z
  .union([z.string(), z.number()], { error: 'Enter an amount like 25 or 12.50' })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v.trim();
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount like 25 or 12.50 (at most two decimals)' });
      return z.NEVER;
    }
    const amount = new Decimal(text);
    if (amount.lte(0)) {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount greater than 0' });
      return z.NEVER;
    }
    if (amount.gt(MAX_CREDIT_CHANGE)) {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount of at most 1,000,000 credits' });
      return z.NEVER;
    }
    return amount.toFixed(2);
  });

export const EnterpriseSortSchema = z.enum(['name', 'tier', 'allowance', 'balance', 'renewal', 'users']);
export const EnterpriseListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sort: EnterpriseSortSchema.default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const EnterpriseSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  membership: z.string(),
  allowance: z.string(),
  balance: z.string(),
  paymentAt: z.string().nullable(),
  renewalDay: z.number().nullable(),
  nextRenewal: z.string().nullable(),
  /** `membership` and `allowance` stay the current period's until `pending.from`. */
  pending: PendingTierSchema,
  owners: z.array(z.object({ id: z.number(), email: z.string(), name: z.string() })),
  companies: z.array(z.object({ id: z.number(), name: z.string() })),
  usersCount: z.number(),
});
export type EnterpriseSummary = z.infer<typeof EnterpriseSummarySchema>;

export const EnterpriseListSchema = z.object({
  data: z.array(EnterpriseSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const EnterpriseChangeSchema = z.object({
  id: z.number(),
  field: z.enum(['membership', 'pendingMembership', 'paymentAt']),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type EnterpriseChange = z.infer<typeof EnterpriseChangeSchema>;

export const EnterpriseDetailSchema = z.object({
  data: EnterpriseSummarySchema.extend({ history: z.array(EnterpriseChangeSchema) }),
});

export const MembershipUpdateBodySchema = z.object({
  data: z
    .object({
      membership: TierSchema.optional(),
      paymentAt: IsoDaySchema.nullable().optional(),
      /**
       * The credits the change grants, as the 409 that asked for them said ('600.00'): needed when a
       * change grants more than a start's one monthly allowance, or a second one in a month.
       */
      confirmGrant: z
        .union([z.string(), z.number()])
        .transform((v) => String(v).trim())
        .refine(
          (v) => /^\d{1,12}(\.\d{1,2})?$/.test(v),
          'The confirmed credits must be an amount like 600.00.',
        )
        .optional(),
    })
    .refine(
      (d) => d.membership !== undefined || d.paymentAt !== undefined,
      'Change the tier or the payment date',
    ),
});

export const CreditChangeBodySchema = z.object({
  data: z.object({
    direction: z.enum(['grant', 'remove'], { error: 'Choose grant or remove' }),
    amount: CreditAmountSchema,
    reason: z
      .string({ error: 'Give a reason' })
      .trim()
      .min(1, 'Give a reason')
      .refine((s) => !isBlank(s), 'Give a reason')
      .max(500, 'Keep the reason under 500 characters'),
  }),
});

/** Ledger filters: kinds (comma-separated), and a date range of whole days (UTC, both inclusive). */
const ledgerFilterFields = {
  enterpriseId: z.coerce.number().int().positive(),
  kind: z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const kinds = v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      const bad = kinds.find((k) => !(LEDGER_KINDS as readonly string[]).includes(k));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown entry kind "${bad}"; use ${LEDGER_KINDS.join(', ')}`,
        });
        return z.NEVER;
      }
      return kinds as LedgerKind[];
    }),
  from: IsoDaySchema.optional(),
  to: IsoDaySchema.optional(),
};
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const rangeMessage = { message: 'The start date is after the end date', path: ['to'] };

export const LedgerFilterSchema = z.object(ledgerFilterFields).refine(rangeInOrder, rangeMessage);
export const LedgerPageQuerySchema = z
  .object({
    ...ledgerFilterFields,
    cursor: z.string().max(30).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(rangeInOrder, rangeMessage);

export const LedgerEntryDtoSchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.string(),
  balanceAfter: z.string(),
  requestId: z.number().nullable(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type LedgerEntryDto = z.infer<typeof LedgerEntryDtoSchema>;

export const LedgerPageSchema = z.object({
  data: z.array(LedgerEntryDtoSchema),
  balance: z.string(),
  /** 'full': owners and staff; 'requests': a member, who sees the entries of requests they can see. */
  scope: z.enum(['full', 'requests']),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});

export const ForecastSchema = z.object({
  kind: z.enum(['enough', 'runs-out', 'no-usage', 'empty']),
  runOutDate: z.string().optional(),
  dailyRate: z.string(),
});

export const CreditReportSchema = z.object({
  enterpriseId: z.number(),
  name: z.string(),
  membership: z.string(),
  allowance: z.string(),
  periodStart: z.string().nullable(),
  renewalDate: z.string().nullable(),
  total: z.string(),
  used: z.string(),
  remaining: z.string(),
  requests: z.number(),
  weeks: z.array(z.object({ weekStart: z.string(), used: z.string() })),
  weeklyAllowance: z.string(),
  forecast: ForecastSchema,
});
export type CreditReport = z.infer<typeof CreditReportSchema>;
export const CreditReportListSchema = z.object({ data: z.array(CreditReportSchema) });

/** Staff: enterprises that will run out before renewal, and this month's allowance granted vs used. */
export const StaffOverviewSchema = z.object({
  atRisk: z.array(
    z.object({
      enterpriseId: z.number(),
      name: z.string(),
      membership: z.string(),
      remaining: z.string(),
      renewalDate: z.string().nullable(),
      forecast: ForecastSchema,
    }),
  ),
  month: z.object({ start: z.string(), allowanceGranted: z.string(), consumed: z.string() }),
});
export type StaffOverview = z.infer<typeof StaffOverviewSchema>;
export const StaffOverviewResponseSchema = z.object({ data: StaffOverviewSchema });

/** POST /api/enterprises/{id}/credits: the balance after the change. */
export const CreditChangeResponseSchema = z.object({
  data: z.object({ balance: z.string() }),
  /** duplicate: the same person's last change, a moment ago, was this one; it was not made again. */
  meta: z.object({ duplicate: z.boolean() }),
});

export type EnterpriseDetail = z.infer<typeof EnterpriseDetailSchema>['data'];
export type LedgerPage = z.infer<typeof LedgerPageSchema>;
export type EnterpriseList = z.infer<typeof EnterpriseListSchema>;
