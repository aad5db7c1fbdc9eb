import { describe, expect, it } from 'vitest';
import {
  TypeDefinitionSchema,
  checkCatalogueFile,
  fieldKeyFor,
  formProblems,
  withFieldKeys,
} from './catalogue.ts';
import { FormDefinitionSchema, moveContent } from './form-definition.ts';

const form = (input: unknown) => FormDefinitionSchema.parse(input);

describe('catalogue definitions', () => {
  it('accepts a form the engine can price and formats the credit', () => {
    const parsed = TypeDefinitionSchema.parse({
      credit: 4,
      form: {
        fields: [
          { label: 'Size', type: 'select', options: [{ name: 'A3', credit: 2.5 }] },
          { label: 'Copies', type: 'number', min: 1, max: 20 },
        ],
        pricing: { multiplyValue: ['Copies'] },
      },
    });
    expect(parsed.credit).toBe('4.00');
  });

  it('names the field and the reason for each refusal', () => {
    const problems = formProblems(
      form({
        fields: [
          { label: 'Channels', type: 'multiselect', options: [{ name: 'Web', credit: 0.125 }] },
          { label: 'Kind', type: 'textfield', pattern: 'email' },
          { label: 'Due', type: 'date', pattern: 'zip' },
        ],
        pricing: { multiplyOption: ['Channels'], add: ['Kind'] },
      }),
    ).map((p) => p.message);
    expect(problems).toEqual([
      'Field “Channels”: the credit of option “Web” has more than two decimals; credits are priced to the hundredth',
      'Field “Due”: only text fields can check a pattern',
      'Field “Kind” is a textfield field; only a number field can be the one that is added to the sum after the other fields',
      "Field “Channels” is a multiselect field; only a select field can be the one that multiplies the sum by the chosen option's credit",
    ]);
  });

  it('keys come from labels, stay unique and are kept once given', () => {
    const taken = new Set<string>();
    expect(fieldKeyFor('Number of Posts!', taken)).toBe('number-of-posts');
    expect(fieldKeyFor('Number of posts', taken)).toBe('number-of-posts-2');
    const keyed = withFieldKeys(
      form({
        fields: [
          { label: 'A b', type: 'textfield' },
          { key: 'x', label: 'Y', type: 'textfield' },
        ],
      }),
    );
    expect(keyed.fields.map((f) => f.key)).toEqual(['a-b', 'x']);
  });

  it('answers follow a renamed field by key', () => {
    const v1 = form({ fields: [{ key: 'size', label: 'Size', type: 'textfield' }] });
    const v2 = form({ fields: [{ key: 'size', label: 'Poster size', type: 'textfield' }] });
    expect(moveContent(v1, v2, { Size: 'A2', Other: 'kept' })).toEqual({
      'Poster size': 'A2',
      Other: 'kept',
    });
  });

  it('a catalogue file lists every problem, duplicates included, even next to structural ones', () => {
    const result = checkCatalogueFile({
      format: 'studio-requests-catalogue',
      version: 1,
      categories: [
        {
          name: 'A',
          types: [
            { name: 'T', credit: 1, form: { fields: [{ label: 'X', type: 'colour' }] } },
            { name: 't', credit: 1, form: {} },
          ],
        },
        { name: 'a', types: [] },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContain('Two categories are named “a”');
    expect(result.errors).toContain('Category 1 “A” › type 2 “t”: Two types are named “t”');
    expect(result.errors.some((e) => e.startsWith('Category 1 “A” › type 1 “T”: form.fields.type'))).toBe(
      true,
    );
  });
});
