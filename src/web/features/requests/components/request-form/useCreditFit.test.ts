import { describe, expect, it } from 'vitest';
import type { PriorityLevel } from '#shared/domain/priority.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import type { ServiceRequestDto } from '#shared/schemas/request.ts';
import { POSTER_FORM, request, session } from '../../../../test/fixtures.ts';
import { creditFitOf, shortfallAdvice, type CreditFitInput } from './useCreditFit.ts';

/**
 * A poster (base 5) with a blank number of copies (priced as its default, 1) and size A3 (+2): 8.00 at
 * Standard, 9.60 at Priority (×1.2), 12.00 at Express (×1.5).
 */
const fit = (
  opts: {
    credit?: string;
    isStaff?: boolean;
    companyId?: number | null;
    priorityLevel?: PriorityLevel;
    adjustCredit?: string | null;
    submitStatus?: RequestStatus;
    request?: ServiceRequestDto | null;
    definition?: CreditFitInput['definition'];
  } = {},
) =>
  creditFitOf({
    session: session({ isStaff: opts.isStaff ?? false, credit: opts.credit ?? '50.00' }),
    request: opts.request ?? null,
    definition: opts.definition === undefined ? POSTER_FORM : opts.definition,
    typeName: 'Poster',
    baseCredit: '5.00',
    content: { Copies: '', Size: 'A3' },
    priorityLevel: opts.priorityLevel ?? 'STANDARD',
    adjustCredit: opts.adjustCredit ?? null,
    companyId: opts.companyId === undefined ? 10 : opts.companyId,
    submitStatus: opts.submitStatus ?? 'NOT_START',
  });

describe('the credit fit shown before Submit', () => {
  it("prices the form live and takes it from the customer's enterprise", () => {
    const { quote, credit } = fit();
    expect(quote?.total).toBe('8.00');
    expect(credit).toEqual({
      enterpriseId: 100,
      enterpriseName: 'Bistro Group',
      spendable: '50.00',
      held: '0',
      after: '42.00',
      fits: true,
      message: null,
      lowerPriorities: [],
    });
  });

  it('fits exactly when the balance after it is zero', () => {
    expect(fit({ credit: '8.00' }).credit).toMatchObject({ after: '0.00', fits: true });
    expect(fit({ credit: '7.99' }).credit).toMatchObject({ after: '-0.01', fits: false });
  });

  it("when it does not fit: the server's refusal and the slower priorities that fit, fastest first", () => {
    const { credit } = fit({ credit: '10.00', priorityLevel: 'EXPRESS' });
    expect(credit).toMatchObject({ spendable: '10.00', after: '-2.00', fits: false });
    expect(credit?.message).toBe(
      'Not enough credit: this request costs 12 credits and the available balance is 10 credits.',
    );
    expect(credit?.lowerPriorities).toEqual([
      { priorityLevel: 'PRIORITY', total: '9.60' },
      { priorityLevel: 'STANDARD', total: '8.00' },
    ]);
    expect(fit({ credit: '9.00', priorityLevel: 'EXPRESS' }).credit?.lowerPriorities).toEqual([
      { priorityLevel: 'STANDARD', total: '8.00' },
    ]);
  });

  it('counts what an edited request already holds as spendable: it comes back when re-priced', () => {
    const charged = request({ chargedCredit: '8.00' });
    const { credit } = fit({ credit: '5.00', priorityLevel: 'EXPRESS', request: charged });
    expect(credit).toMatchObject({ held: '8.00', spendable: '13.00', after: '1.00', fits: true });
  });

  it('charges nothing for a status that holds no credit (a draft, a cancellation)', () => {
    const charged = request({ chargedCredit: '8.00' });
    expect(fit({ credit: '1.00', submitStatus: 'CANCELLED', request: charged }).credit).toMatchObject({
      after: '9.00',
      fits: true,
    });
    expect(fit({ credit: '0.00', submitStatus: 'DRAFT' }).credit).toMatchObject({
      after: '0.00',
      fits: true,
    });
  });

  it('prices a staff adjustment instead, which no slower priority makes cheaper', () => {
    const { quote, credit } = fit({ credit: '10.00', adjustCredit: '20', priorityLevel: 'EXPRESS' });
    expect(quote?.total).toBe('20.00');
    expect(credit).toMatchObject({ after: '-10.00', fits: false, lowerPriorities: [] });
  });

  it("for staff, reads the credit of the chosen company's enterprise, and none until one is chosen", () => {
    expect(fit({ isStaff: true, companyId: 20 }).credit).toMatchObject({
      enterpriseName: 'Harbour Hotels',
      spendable: '8.00',
      after: '0.00',
      fits: true,
    });
    const none = fit({ isStaff: true, companyId: null });
    expect(none.quote?.total).toBe('8.00');
    expect(none.credit).toBeNull();
  });

  it("has neither price nor fit before the type's form is known", () => {
    expect(fit({ definition: null })).toEqual({ quote: null, credit: null });
  });
});

describe('the advice under a request that does not fit', () => {
  it('names the fastest slower priority that fits, else fewer options within what is left', () => {
    expect(shortfallAdvice(fit({ credit: '10.00', priorityLevel: 'EXPRESS' }).credit!)).toMatch(
      /^At Priority \(.+\) it costs 9\.6 credits and fits\.$/,
    );
    expect(shortfallAdvice(fit({ credit: '5.00', priorityLevel: 'STANDARD' }).credit!)).toBe(
      'Choose fewer or cheaper options to bring it within 5 credits.',
    );
  });

  it('with nothing to spend, says so and offers the draft (no option brings it within 0 credits)', () => {
    const advice = shortfallAdvice(fit({ credit: '0.00', priorityLevel: 'STANDARD' }).credit!);
    expect(advice).toBe(
      'No credits are available to spend: save it as a draft and submit it once credits are added.',
    );
  });
});
