import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  contentErrors,
  contentLines,
  CUSTOM_VALUE_LABEL,
  displayValue,
  FIELD_TYPES,
  FormDefinitionSchema,
  OTHERS_OPTION,
  parseContent,
  parseFormDefinition,
  withNumberDefaults,
} from './form-definition.ts';
import { INVALID_DATE_MESSAGE } from './due-date.ts';

const form = FormDefinitionSchema.parse({
  fields: [
    { label: 'Title line', type: 'textfield', required: true },
    { label: 'Phone', type: 'textfield', pattern: 'phone' },
    { label: 'Mail', type: 'textfield', pattern: 'email' },
    { label: 'Contact', type: 'textfield', pattern: 'name' },
    { label: 'ZIP', type: 'textfield', pattern: 'zip' },
    { label: 'Count', type: 'number', required: true },
    { label: 'When', type: 'date' },
    { label: 'Size', type: 'select', options: [{ name: 'S' }, { name: 'M' }] },
    { label: 'Style', type: 'select', options: [{ name: 'Flat' }, { name: 'Others' }] },
    { label: 'Tags', type: 'multiselect', options: [{ name: 'a' }, { name: 'b' }] },
    { label: 'Proof', type: 'file', required: true },
    { label: 'Notes', type: 'textarea' },
  ],
});

describe('form definitions', () => {
  it('has the seven field types and the Others wording', () => {
    expect(FIELD_TYPES).toEqual(['textfield', 'file', 'date', 'textarea', 'select', 'number', 'multiselect']);
    expect(OTHERS_OPTION).toBe('Others');
    expect(CUSTOM_VALUE_LABEL).toBe('Enter your custom value');
  });

  it('fills defaults (option credit 0, empty pricing rule)', () => {
    const f = FormDefinitionSchema.parse({
      fields: [{ label: 'X', type: 'select', options: [{ name: 'A' }] }],
    });
    expect(f.fields[0]).toMatchObject({
      description: '',
      required: false,
      options: [{ name: 'A', credit: 0 }],
    });
    expect(f.pricing).toEqual({ add: [], multiplyValue: [], multiplyOption: [], multiplyCount: [] });
  });

  it('malformed definitions yield an empty field list', () => {
    for (const bad of [
      'not json',
      '{"fields": 3}',
      null,
      42,
      { fields: [{ label: '', type: 'select' }] },
      { fields: [{ label: 'x', type: 'radio' }] },
    ]) {
      expect(parseFormDefinition(bad).fields).toEqual([]);
    }
    expect(
      parseFormDefinition(JSON.stringify({ fields: [{ label: 'A', type: 'date' }] })).fields,
    ).toHaveLength(1);
  });
});

describe('content', () => {
  it('malformed content JSON yields an empty field list (spec section 5)', () => {
    for (const bad of ['{', 'null', '[1,2]', '"text"', '', null, undefined, '42']) {
      expect(parseContent(bad)).toEqual({});
    }
  });

  it('keeps strings, numbers, null and string arrays; drops the rest', () => {
    expect(parseContent('{"a":"x","b":2,"c":null,"d":["p",3,"q"],"e":{"f":1},"g":true}')).toEqual({
      a: 'x',
      b: 2,
      c: null,
      d: ['p', 'q'],
    });
  });

  it('property: parseContent never throws and always answers an object', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const v = parseContent(text);
        expect(typeof v).toBe('object');
        expect(Array.isArray(v)).toBe(false);
      }),
    );
  });

  it('lists content in form order, then unknown labels, skipping files and blanks', () => {
    const lines = contentLines(form, { Tags: ['a', 'b'], Extra: 'x', Proof: 'f', Count: 2, Notes: '' });
    expect(lines).toEqual([
      { label: 'Count', value: '2' },
      { label: 'Tags', value: 'a, b' },
      { label: 'Extra', value: 'x' },
    ]);
    expect(displayValue(null)).toBe('');
  });

  it('shows date fields as MMM dd, yyyy (spec section 9), anything else in them as stored', () => {
    expect(contentLines(form, { When: '2026-12-05' })).toEqual([{ label: 'When', value: 'Dec 05, 2026' }]);
    expect(contentLines(form, { When: 'next spring' })).toEqual([{ label: 'When', value: 'next spring' }]);
    // An unknown label is not known to be a date: as stored.
    expect(contentLines(form, { Later: '2026-12-05' })).toEqual([{ label: 'Later', value: '2026-12-05' }]);
  });

  it('number fields left empty default to 1', () => {
    expect(withNumberDefaults(form, {})).toEqual({ Count: 1 });
    expect(withNumberDefaults(form, { Count: '' })).toEqual({ Count: 1 });
    expect(withNumberDefaults(form, { Count: 7 })).toEqual({ Count: 7 });
  });
});

describe('contentErrors', () => {
  const ok = { 'Title line': 'x', Count: 1 };
  const messages = (c: Record<string, unknown>, submitting = true) =>
    contentErrors(form, c as never, { submitting }).map((e) => e.message);

  it('accepts valid content', () => {
    expect(
      messages({
        ...ok,
        Phone: '(123) 456-7890',
        Mail: 'a@b.co',
        Contact: 'Ann Lee',
        ZIP: '12345-6789',
        When: '2026-05-01',
        Size: 'M',
        Style: 'Watercolour',
        Tags: ['a'],
      }),
    ).toEqual([]);
  });

  it('required fields only when submitting (files are checked by the upload, not here)', () => {
    expect(messages({ Count: 1 })).toEqual(['Please fill in Title line']);
    expect(messages({ Count: 1, 'Title line': '   ' })).toEqual(['Please fill in Title line']);
    expect(messages({}, false)).toEqual([]);
  });

  it('number fields: whole numbers 1..100', () => {
    expect(messages({ ...ok, Count: 0 })).toEqual(['Count: Minimum is 1']);
    expect(messages({ ...ok, Count: 101 })).toEqual(['Count: Maximum is 100']);
    expect(messages({ ...ok, Count: 1.5 })).toEqual(['Count: Enter a whole number']);
    expect(messages({ ...ok, Count: 'many' })).toEqual(['Count: Enter a whole number']);
    expect(messages({ ...ok, Count: '100' })).toEqual([]);
  });

  it('dates must be valid', () => {
    expect(messages({ ...ok, When: 'next week' })).toEqual([`When: ${INVALID_DATE_MESSAGE}`]);
  });

  it('choices must be options unless the field offers Others', () => {
    expect(messages({ ...ok, Size: 'XL' })).toEqual(['Size: choose one of the options']);
    expect(messages({ ...ok, Tags: ['a', 'z'] })).toEqual(['Tags: choose one of the options']);
    expect(messages({ ...ok, Size: ['S', 'M'] })).toEqual(['Size: choose one option']);
  });

  it('pattern rules', () => {
    expect(messages({ ...ok, Phone: '1234567890' })).toEqual([
      'Phone: Enter a phone number like (123) 456-7890 or 123-456-7890',
    ]);
    expect(messages({ ...ok, Mail: 'nope' })).toEqual(['Mail: Enter a valid e-mail address']);
    expect(messages({ ...ok, Contact: 'R2D2' })).toEqual(['Contact: Use letters only']);
    expect(messages({ ...ok, ZIP: '1234' })).toEqual(['ZIP: Enter a ZIP code like 12345 or 12345-6789']);
  });

  it('property: any whole number 1..100 is accepted, anything outside refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(messages({ ...ok, Count: n }).length === 0).toBe(n >= 1 && n <= 100);
      }),
    );
  });
});
