import { describe, expect, it } from 'vitest';
import { balanceAfter, insufficientCreditMessage, lowerPrioritiesThatFit } from './credit-fit.ts';
import { FormDefinitionSchema } from './form-definition.ts';

const form = FormDefinitionSchema.parse({ fields: [{ label: 'Copies', type: 'number' }] });
const base = { typeName: 'Poster', baseCredit: '10', form, content: { Copies: 2 } }; // 12 × 1 / 1.2 / 1.5

describe('credit fit', () => {
  it('says the refusal in the server’s words, amounts as everywhere in the app', () => {
    expect(insufficientCreditMessage('18.00', '14.50')).toBe(
      'Not enough credit: this request costs 18 credits and the available balance is 14.5 credits.',
    );
  });

  it('the balance after may go below zero (the drawer shows by how much)', () => {
    expect(balanceAfter('14.50', '18')).toBe('-3.50');
    expect(balanceAfter('20', '18')).toBe('2.00');
  });

  it('lists the slower priorities that fit, fastest first', () => {
    expect(lowerPrioritiesThatFit({ ...base, priorityLevel: 'EXPRESS' }, '15')).toEqual([
      { priorityLevel: 'PRIORITY', total: '14.40' },
      { priorityLevel: 'STANDARD', total: '12.00' },
    ]);
    expect(lowerPrioritiesThatFit({ ...base, priorityLevel: 'EXPRESS' }, '13')).toEqual([
      { priorityLevel: 'STANDARD', total: '12.00' },
    ]);
    expect(lowerPrioritiesThatFit({ ...base, priorityLevel: 'STANDARD' }, '1')).toEqual([]);
  });

  it('a staff adjustment ignores the priority, so no slower priority fits better', () => {
    expect(lowerPrioritiesThatFit({ ...base, priorityLevel: 'EXPRESS', adjustCredit: '50' }, '40')).toEqual(
      [],
    );
  });
});
