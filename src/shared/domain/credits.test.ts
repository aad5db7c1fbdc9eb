// Over 400 lines on purpose: the price engine's table of cases and its properties (fast-check) are one
// specification of quoteRequest; the cases read best beside each other.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { canAfford, optionEffect, quoteRequest } from './credits.ts';
import { FormDefinitionSchema, type ContentValues, type FormDefinition } from './form-definition.ts';
import { PRIORITY_LEVELS, type PriorityLevel } from './priority.ts';

const form = (raw: unknown): FormDefinition => FormDefinitionSchema.parse(raw);
const quote = (
  f: FormDefinition,
  content: ContentValues,
  opts: { base?: string | number; priority?: PriorityLevel; adjust?: string | number | null } = {},
) =>
  quoteRequest({
    typeName: 'Type',
    baseCredit: opts.base ?? 10,
    form: f,
    content,
    priorityLevel: opts.priority ?? 'STANDARD',
    adjustCredit: opts.adjust ?? null,
  });

const plain = form({
  fields: [
    { label: 'Count', type: 'number' },
    {
      label: 'Style',
      type: 'select',
      options: [
        { name: 'Flat', credit: 0 },
        { name: 'Hand-drawn', credit: 2 },
        { name: 'Others', credit: 1.5 },
      ],
    },
    {
      label: 'Channels',
      type: 'multiselect',
      options: [
        { name: 'Instagram', credit: 1 },
        { name: 'LinkedIn', credit: 2 },
      ],
    },
    {
      label: 'Turnaround',
      type: 'select',
      options: [
        { name: 'Within 5 business days', credit: 3 },
        { name: 'Whenever', credit: 0 },
      ],
    },
    { label: 'Notes', type: 'textarea' },
    { label: 'When', type: 'date' },
    { label: 'Name', type: 'textfield' },
    { label: 'Upload', type: 'file' },
  ],
});

const videoEditing = form({
  fields: [
    { label: 'Video length', type: 'number' },
    {
      label: 'Editing type',
      type: 'select',
      options: [
        { name: 'Basic cut', credit: 1 },
        { name: 'Advanced', credit: 2 },
        { name: 'Standard', credit: 1.5 },
        { name: 'Others', credit: 1.5 },
      ],
    },
    { label: 'Number of videos', type: 'number' },
    { label: 'Aspect', type: 'select', options: [{ name: '4K', credit: 2 }] },
  ],
  pricing: { add: ['Video length'], multiplyOption: ['Editing type'], multiplyValue: ['Number of videos'] },
});

const presentation = form({
  fields: [
    {
      label: 'Scope',
      type: 'select',
      options: [
        { name: 'Polish', credit: 1 },
        { name: 'Full', credit: 3 },
      ],
    },
    { label: 'Number of slides', type: 'number' },
  ],
  pricing: { multiplyValue: ['Number of slides'] },
});

const channels = form({
  fields: [
    {
      label: 'Sales channels',
      type: 'multiselect',
      options: [
        { name: 'Amazon Store', credit: 0 },
        { name: 'Walmart Marketplace', credit: 0 },
        { name: 'Faire Marketplace', credit: 0 },
        { name: 'Others', credit: 0 },
      ],
    },
    {
      label: 'Catalogue',
      type: 'select',
      options: [
        { name: 'Small', credit: 0 },
        { name: 'Large', credit: 4 },
      ],
    },
  ],
  pricing: { multiplyCount: ['Sales channels'] },
});

describe('plain sum (spec section 9)', () => {
  it('is the base credit when nothing adds credit', () => {
    const q = quote(plain, {});
    expect(q).toMatchObject({ credit: '10.00', total: '10.00' });
    expect(q.breakdown).toEqual([
      { key: 'Base credit', value: 'Type', credit: '10.00', effect: '10.00', subtotal: '10.00' },
    ]);
  });

  it('adds number values, the chosen option and every chosen multiselect option', () => {
    const q = quote(plain, { Count: 3, Style: 'Hand-drawn', Channels: ['Instagram', 'LinkedIn'] });
    expect(q.credit).toBe('18.00');
    expect(q.breakdown).toEqual([
      { key: 'Base credit', value: 'Type', credit: '10.00', effect: '10.00', subtotal: '10.00' },
      { key: 'Count', value: '3', credit: '3.00', effect: '+3.00', subtotal: '13.00' },
      { key: 'Style', value: 'Hand-drawn', credit: '2.00', effect: '+2.00', subtotal: '15.00' },
      { key: 'Channels', value: 'Instagram, LinkedIn', credit: '3.00', effect: '+3.00', subtotal: '18.00' },
    ]);
  });

  it('accepts numbers given as text', () => {
    expect(quote(plain, { Count: '4' }).credit).toBe('14.00');
    expect(quote(plain, { Count: ' 4 ' }).credit).toBe('14.00');
  });

  it("prices only whole numbers 1..100 (the form's rule) and names the fields it left out", () => {
    for (const v of [0, -3, '-2', 'abc', '1e3', ['2'], 2.5, '2.5', 101, '150', '0x10']) {
      const q = quote(plain, { Count: v as never });
      expect(q.credit, String(v)).toBe('10.00');
      expect(q.invalid, String(v)).toEqual(['Count']);
    }
    for (const v of ['', null, undefined]) {
      expect(quote(plain, { Count: v as never })).toMatchObject({ credit: '10.00', invalid: [] });
    }
    expect(quote(plain, { Count: 100 })).toMatchObject({ credit: '110.00', invalid: [] });
    expect(quote(plain, { Count: '1' })).toMatchObject({ credit: '11.00', invalid: [] });
  });

  it("ignores fields whose value mentions 'business day', whatever their credit", () => {
    expect(quote(plain, { Turnaround: 'Within 5 business days' }).credit).toBe('10.00');
    expect(quote(plain, { Style: 'Ready in 3 Business Days please' }).credit).toBe('10.00');
    expect(quote(plain, { Channels: ['Instagram', 'two businessdays'] }).credit).toBe('10.00');
  });

  it("prices a custom value typed after 'Others' with the Others option's credit", () => {
    expect(quote(plain, { Style: 'Watercolour' }).credit).toBe('11.50');
    expect(quote(plain, { Style: 'Others' }).credit).toBe('11.50');
  });

  it('gives nothing for an unknown choice when there is no Others option', () => {
    expect(quote(plain, { Channels: ['MySpace'] }).credit).toBe('10.00');
  });

  it('counts a repeated multiselect choice once', () => {
    expect(quote(plain, { Channels: ['LinkedIn', 'LinkedIn', ''] }).credit).toBe('12.00');
  });

  it('adds nothing for text, textarea, date and file fields', () => {
    expect(quote(plain, { Notes: '25', When: '2026-01-01', Name: '7', Upload: 'x' }).credit).toBe('10.00');
  });

  it('ignores values of labels the form does not have', () => {
    expect(quote(plain, { Unknown: 50 }).credit).toBe('10.00');
  });

  it('uses exact decimal arithmetic', () => {
    const f = form({
      fields: [
        {
          label: 'A',
          type: 'multiselect',
          options: [
            { name: 'x', credit: 0.1 },
            { name: 'y', credit: 0.2 },
          ],
        },
      ],
    });
    expect(quote(f, { A: ['x', 'y'] }, { base: '0' }).credit).toBe('0.30');
    expect(quote(f, { A: ['x', 'y'] }, { base: '0', priority: 'PRIORITY' }).credit).toBe('0.36');
  });
});

describe('priority multiplier and adjustCredit', () => {
  it('multiplies by 1, 1.2 and 1.5', () => {
    expect(quote(plain, { Count: 2 }, { priority: 'STANDARD' }).credit).toBe('12.00');
    expect(quote(plain, { Count: 2 }, { priority: 'PRIORITY' }).credit).toBe('14.40');
    expect(quote(plain, { Count: 2 }, { priority: 'EXPRESS' }).credit).toBe('18.00');
    expect(quote(plain, {}, { priority: 'EXPRESS' }).breakdown.at(-1)).toEqual({
      key: 'Priority',
      value: 'Express · 1-2 business days',
      credit: '15.00',
      effect: '×1.5',
      subtotal: '15.00',
    });
  });

  it('total is adjustCredit when set, else the computed credit', () => {
    expect(quote(plain, { Count: 2 }, { adjust: 5 })).toMatchObject({ credit: '12.00', total: '5.00' });
    expect(quote(plain, { Count: 2 }, { adjust: '0' })).toMatchObject({ credit: '12.00', total: '0.00' });
    expect(quote(plain, { Count: 2 }, { adjust: '' })).toMatchObject({ total: '12.00' });
    expect(quote(plain, { Count: 2 }, { adjust: null })).toMatchObject({ total: '12.00' });
    expect(quote(plain, {}, { adjust: '7.5' }).breakdown.at(-1)).toEqual({
      key: 'Adjusted credit',
      value: 'set by staff',
      credit: '7.50',
      effect: '= 7.50',
      subtotal: '7.50',
    });
  });
});

describe('types priced by rule data', () => {
  it('Video editing: (sum + video length) × editing type × number of videos', () => {
    const q = quote(
      videoEditing,
      { 'Video length': 3, 'Editing type': 'Advanced', 'Number of videos': 2, Aspect: '4K' },
      { base: 5 },
    );
    // (5 + 2 (4K) + 3 minutes) × 2 × 2
    expect(q.credit).toBe('40.00');
    expect(q.breakdown.map((l) => l.key)).toEqual([
      'Base credit',
      'Aspect',
      'Video length',
      'Editing type',
      'Number of videos',
    ]);
  });

  it('Video editing with a custom editing type uses the Others credit; missing quantities count as 1', () => {
    expect(
      quote(videoEditing, { 'Video length': 2, 'Editing type': 'Stop motion' }, { base: 4 }).credit,
    ).toBe('9.00');
    expect(quote(videoEditing, { 'Editing type': 'Basic cut' }, { base: 4 }).credit).toBe('4.00');
  });

  it('Video editing with the priority multiplier on top', () => {
    expect(
      quote(
        videoEditing,
        { 'Video length': 1, 'Editing type': 'Standard', 'Number of videos': 1 },
        { base: 5, priority: 'EXPRESS' },
      ).credit,
    ).toBe('13.50');
  });

  it('Presentation design: scope × number of slides with base 0', () => {
    expect(quote(presentation, { Scope: 'Full', 'Number of slides': 12 }, { base: 0 }).credit).toBe('36.00');
    expect(quote(presentation, { Scope: 'Polish', 'Number of slides': 1 }, { base: 0 }).credit).toBe('1.00');
  });

  it('channel types: the sum × the number of selected values, minimum 1', () => {
    const base = { base: 6 };
    expect(quote(channels, { 'Sales channels': [] }, base).credit).toBe('6.00');
    expect(quote(channels, {}, base).credit).toBe('6.00');
    expect(quote(channels, { 'Sales channels': ['Amazon Store'] }, base).credit).toBe('6.00');
    expect(quote(channels, { 'Sales channels': ['Amazon Store', 'Walmart Marketplace'] }, base).credit).toBe(
      '12.00',
    );
    expect(
      quote(
        channels,
        { 'Sales channels': ['Amazon Store', 'Walmart Marketplace', 'eBay'], Catalogue: 'Large' },
        base,
      ).credit,
    ).toBe('30.00');
  });
});

describe('canAfford', () => {
  it('compares exactly', () => {
    expect(canAfford('10.00', '10')).toBe(true);
    expect(canAfford('9.99', '10')).toBe(false);
    expect(canAfford(0.3, '0.30')).toBe(true);
  });
});

describe('properties', () => {
  const optionNames = ['Instagram', 'LinkedIn'];
  const priority = fc.constantFrom(...PRIORITY_LEVELS);
  const count = fc.integer({ min: 1, max: 100 });
  const base = fc.integer({ min: 0, max: 500 });

  it('the priority multiplier scales the standard credit exactly', () => {
    fc.assert(
      fc.property(base, count, fc.subarray(optionNames), priority, (b, n, chosen, p) => {
        const standard = quote(plain, { Count: n, Channels: chosen }, { base: b }).credit;
        const factor = { STANDARD: '1', PRIORITY: '1.2', EXPRESS: '1.5' }[p];
        expect(quote(plain, { Count: n, Channels: chosen }, { base: b, priority: p }).credit).toBe(
          new Decimal(standard).times(factor).toFixed(2),
        );
      }),
    );
  });

  it('a number field adds exactly its value', () => {
    fc.assert(
      fc.property(base, count, (b, n) => {
        const without = new Decimal(quote(plain, {}, { base: b }).credit);
        expect(quote(plain, { Count: n }, { base: b }).credit).toBe(without.plus(n).toFixed(2));
      }),
    );
  });

  it("a value mentioning 'business day' never changes the price", () => {
    const noise = fc.string({ maxLength: 10 });
    fc.assert(
      fc.property(
        noise,
        noise,
        fc.constantFrom('business day', 'Business Days', 'BUSINESS  DAY'),
        (a, z, bd) => {
          const v = `${a}${bd}${z}`;
          expect(quote(plain, { Style: v, Count: 3 }).credit).toBe(quote(plain, { Count: 3 }).credit);
        },
      ),
    );
  });

  it('multiselect order and repetition do not matter', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...optionNames), { maxLength: 6 }), (chosen) => {
        const set = [...new Set(chosen)].sort();
        expect(quote(plain, { Channels: chosen }).credit).toBe(quote(plain, { Channels: set }).credit);
      }),
    );
  });

  it('channel types multiply by max(1, distinct selections)', () => {
    const names = ['Amazon Store', 'Walmart Marketplace', 'Faire Marketplace'];
    fc.assert(
      fc.property(base, fc.array(fc.constantFrom(...names), { maxLength: 5 }), (b, chosen) => {
        const n = Math.max(1, new Set(chosen).size);
        expect(quote(channels, { 'Sales channels': chosen }, { base: b }).credit).toBe(
          new Decimal(b).times(n).toFixed(2),
        );
      }),
    );
  });

  it('Video editing follows its formula for every input', () => {
    const types = { 'Basic cut': '1', Advanced: '2', Standard: '1.5' } as const;
    fc.assert(
      fc.property(
        base,
        count,
        count,
        fc.constantFrom(...(Object.keys(types) as (keyof typeof types)[])),
        priority,
        (b, len, vids, t, p) => {
          const got = quote(
            videoEditing,
            { 'Video length': len, 'Editing type': t, 'Number of videos': vids },
            { base: b, priority: p },
          ).credit;
          const factor = { STANDARD: '1', PRIORITY: '1.2', EXPRESS: '1.5' }[p];
          expect(got).toBe(new Decimal(b).plus(len).times(types[t]).times(vids).times(factor).toFixed(2));
        },
      ),
    );
  });

  it('adjustCredit always wins for the total and never changes the computed credit', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 0, max: 100_000 }), (n, cents) => {
        const adjust = new Decimal(cents).dividedBy(100).toFixed(2);
        const q = quote(plain, { Count: n }, { adjust });
        expect(q.total).toBe(adjust);
        expect(q.credit).toBe(quote(plain, { Count: n }).credit);
      }),
    );
  });

  it('the breakdown ends with the credit when no multiplier applies', () => {
    fc.assert(
      fc.property(base, count, fc.subarray(optionNames), (b, n, chosen) => {
        const q = quote(plain, { Count: n, Channels: chosen }, { base: b });
        const sum = q.breakdown.reduce((s, l) => s.plus(l.credit), new Decimal(0));
        expect(sum.toFixed(2)).toBe(q.credit);
      }),
    );
  });
});

describe('the breakdown reads one way: each line says what it does and the running total', () => {
  it('every line has an effect and a subtotal, and the last subtotal is the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(...PRIORITY_LEVELS),
        (b, n, p) => {
          const q = quote(presentation, { Scope: 'Full', 'Number of slides': n }, { base: b, priority: p });
          for (const line of q.breakdown) expect(line.effect && line.subtotal).toBeTruthy();
          expect(q.breakdown.at(-1)!.subtotal).toBe(q.total);
        },
      ),
    );
  });

  it('adding lines show +amount, multiplying lines ×factor, the priority its label', () => {
    const q = quote(
      presentation,
      { Scope: 'Full', 'Number of slides': 4 },
      { base: 0, priority: 'PRIORITY' },
    );
    expect(q.breakdown.map((l) => [l.key, l.value, l.effect, l.subtotal])).toEqual([
      ['Base credit', 'Type', '0.00', '0.00'],
      ['Scope', 'Full', '+3.00', '3.00'],
      ['Number of slides', '4', '×4', '12.00'],
      ['Priority', 'Priority · 3-6 business days', '×1.2', '14.40'],
    ]);
  });
});

describe('numbers outside 1..100 are never priced (issue 10, item 2)', () => {
  it('150 slides is not 150 × the scope; 2.5 minutes of video adds nothing', () => {
    const slides = quote(presentation, { Scope: 'Full', 'Number of slides': 150 }, { base: 0 });
    expect(slides).toMatchObject({ credit: '3.00', invalid: ['Number of slides'] });
    const video = quote(videoEditing, { 'Video length': '2.5', 'Editing type': 'Basic cut' }, { base: 5 });
    expect(video).toMatchObject({ credit: '5.00', invalid: ['Video length'] });
  });
});

describe('optionEffect: what a chip promises is what the engine charges', () => {
  const effects = (f: FormDefinition, label: string) => {
    const field = f.fields.find((x) => x.label === label)!;
    return field.options.map((o) => optionEffect(f, field, o));
  };

  it("adds '+n', nothing for a free option or a 'business day' choice", () => {
    expect(effects(plain, 'Style')).toEqual([null, '+2', '+1.5']);
    expect(effects(plain, 'Turnaround')).toEqual([null, null]);
  });

  it("'×n' on a multiplying option; '+n × slides' when the sum is multiplied later", () => {
    expect(effects(videoEditing, 'Editing type')).toEqual(['×1', '×2', '×1.5', '×1.5']);
    expect(effects(presentation, 'Scope')).toEqual(['+1 × slides', '+3 × slides']);
    expect(effects(channels, 'Sales channels').every((e) => e === null)).toBe(true);
  });

  it('agrees with quoteRequest for every plain option', () => {
    for (const option of plain.fields.find((f) => f.label === 'Style')!.options) {
      const added = new Decimal(quote(plain, { Style: option.name }).credit).minus(10);
      const chip = optionEffect(plain, plain.fields[1]!, option);
      expect(chip === null ? '0' : chip.slice(1)).toBe(added.toString());
    }
  });
});
