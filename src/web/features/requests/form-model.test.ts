import { describe, expect, it } from 'vitest';
import type { ContentValues } from '#shared/domain/form-content.ts';
import { POSTER_FORM, file, request, user } from '../../test/fixtures.ts';
import { duplicateTitle, emptyValues, snapshotOf, toInput, valuesFromRequest } from './form-model.ts';
import { contentFromEntries, entriesFromContent } from '../../lib/field-entries.ts';

describe('the title of a duplicate', () => {
  it('reads "Copy of …"', () => {
    expect(duplicateTitle('Spring menu poster')).toBe('Copy of Spring menu poster');
    expect(duplicateTitle('Copy of Spring menu poster')).toBe('Copy of Copy of Spring menu poster');
  });
  it('stays within the 500 characters a title may have', () => {
    expect(duplicateTitle('x'.repeat(500))).toHaveLength(500);
  });
  it('is never cut inside an emoji (the server refuses a lone surrogate)', () => {
    // "Copy of " is 8 units: the 500th falls on the first half of the last 🎉.
    const copy = duplicateTitle(`${'x'.repeat(491)}🎉`);
    expect(copy.isWellFormed()).toBe(true);
    expect(copy).toBe(`Copy of ${'x'.repeat(491)}`);
  });
});

describe('form entries and stored content', () => {
  const entries = (content: ContentValues) => entriesFromContent(POSTER_FORM, content);

  it('gives a field its entry in the order of the form; a blank number starts at 1', () => {
    expect(entries({})).toEqual([
      { value: '1', custom: '' },
      { value: '', custom: '' },
      { value: [], custom: '' },
      { value: '', custom: '' },
      { value: '', custom: '' },
    ]);
    expect(entries({ Copies: 3, Size: 'A3', Finish: ['Matte', 'Gloss'], Notes: 'Red' })).toEqual([
      { value: '3', custom: '' },
      { value: 'A3', custom: '' },
      { value: ['Matte', 'Gloss'], custom: '' },
      { value: 'Red', custom: '' },
      { value: '', custom: '' },
    ]);
  });

  it("shows a stored value that is not an option as 'Others' with its text", () => {
    const [, size, finish] = entries({ Size: 'Billboard', Finish: ['Matte', 'Foil', 'Velvet'] });
    expect(size).toEqual({ value: 'Others', custom: 'Billboard' });
    expect(finish).toEqual({ value: ['Matte', 'Others'], custom: 'Foil, Velvet' });
  });

  it("keeps an unknown value as it is on a field without 'Others'", () => {
    const form = {
      ...POSTER_FORM,
      fields: [{ ...POSTER_FORM.fields[1]!, options: [{ name: 'A4', credit: 1 }] }],
    };
    expect(entriesFromContent(form, { Size: 'Billboard' })).toEqual([{ value: 'Billboard', custom: '' }]);
  });

  it("stores 'Others' as the text typed for it, numbers as numbers, and leaves blanks and files out", () => {
    const content = contentFromEntries(POSTER_FORM, [
      { value: ' 4 ', custom: '' },
      { value: 'Others', custom: ' Billboard ' },
      { value: ['Matte', 'Others'], custom: 'Foil' },
      { value: '  ', custom: '' },
      { value: 'ignored', custom: '' },
    ]);
    expect(content).toEqual({ Copies: 4, Size: 'Billboard', Finish: ['Matte', 'Foil'] });
  });

  it("keeps 'Others' when nothing was typed for it, and a number field's text that is not a number", () => {
    const content = contentFromEntries(POSTER_FORM, [
      { value: 'four', custom: '' },
      { value: 'Others', custom: '  ' },
      { value: [], custom: '' },
    ]);
    expect(content).toEqual({ Copies: 'four', Size: 'Others' });
  });

  it('reads back what it stored', () => {
    const stored: ContentValues = { Copies: 2, Size: 'Billboard', Finish: ['Gloss', 'Foil'], Notes: 'Red' };
    expect(contentFromEntries(POSTER_FORM, entries(stored))).toEqual(stored);
  });
});

describe('form values of a request', () => {
  /** What an edit's values hold just as the request does. */
  const asStored = {
    status: 'ASSIGNED' as const,
    adjustCredit: '3.00',
    targetDate: '2026-04-01',
    priorityLevel: 'PRIORITY' as const,
    files: [file('f1')],
    typeSpecificFiles: { Artwork: [file('f2')] },
    audio: file('a1'),
  };
  const saved = request({
    title: 'Spring menu poster',
    content: JSON.stringify({ Copies: 2, Size: 'A4' }),
    assignees: [user(2)],
    assignedTo: [user(9)],
    ...asStored,
  });

  it('edit: everything the request holds', () => {
    const values = valuesFromRequest(saved);
    expect(values).toMatchObject({
      title: 'Spring menu poster',
      typeId: 7,
      companyId: 10,
      createdById: 1,
      assigneeIds: [2],
      assignedToIds: [9],
      ...asStored,
    });
    expect(values.fields.slice(0, 2)).toEqual([
      { value: '2', custom: '' },
      { value: 'A4', custom: '' },
    ]);
  });

  it("duplicate: the answers and people asked for, not staff's choices, files only when asked", () => {
    const copy = valuesFromRequest(saved, { duplicate: true });
    expect(copy).toMatchObject({
      title: 'Copy of Spring menu poster',
      typeId: 7,
      companyId: 10,
      createdById: null,
      assigneeIds: [2],
      assignedToIds: [],
      status: '',
      adjustCredit: '',
      targetDate: '',
      priorityLevel: 'PRIORITY',
      files: [],
      typeSpecificFiles: {},
      audio: null,
    });
    expect(copy.fields).toEqual(valuesFromRequest(saved).fields);
    const withFiles = valuesFromRequest(saved, { duplicate: true, withFiles: true });
    expect(withFiles.files).toEqual([file('f1')]);
    expect(withFiles.audio).toEqual(file('a1'));
  });

  it('reads a request with no adjustment or due date as blanks, and malformed content as no answers', () => {
    const values = valuesFromRequest(request({ adjustCredit: null, targetDate: null, content: '{oops' }));
    expect(values.adjustCredit).toBe('');
    expect(values.targetDate).toBe('');
    expect(values.fields[1]).toEqual({ value: '', custom: '' });
  });
});

describe('the body of a save', () => {
  const values = emptyValues({
    title: '  Poster  ',
    typeId: 7,
    companyId: 10,
    createdById: 4,
    assigneeIds: [2],
    assignedToIds: [9],
    adjustCredit: ' 3.50 ',
    targetDate: '2026-04-01',
    priorityLevel: 'EXPRESS',
    files: [file('f1'), file('f2')],
    typeSpecificFiles: { Artwork: [file('f3')], Logo: [] },
    audio: file('a1'),
  });
  const content: ContentValues = { Size: 'A4' };

  it("a customer's: ids for relations, content as JSON text, no staff fields", () => {
    expect(toInput(values, content, { isStaff: false, status: 'NOT_START' })).toEqual({
      title: 'Poster',
      content: '{"Size":"A4"}',
      serviceRequestType: 7,
      company: 10,
      status: 'NOT_START',
      assignees: [2],
      files: ['f1', 'f2'],
      typeSpecificFiles: { Artwork: ['f3'] },
      audio: 'a1',
      priorityLevel: 'EXPRESS',
    });
  });

  it("staff's: the staff fields too, and the draft it saves", () => {
    expect(toInput(values, content, { isStaff: true, status: 'ASSIGNED', draftId: 42 })).toMatchObject({
      id: 42,
      status: 'ASSIGNED',
      assignedTo: [9],
      adjustCredit: '3.50',
      targetDate: '2026-04-01',
      createdBy: 4,
    });
    const blank = emptyValues({ adjustCredit: '  ' });
    expect(toInput(blank, {}, { isStaff: true, status: 'DRAFT' })).toMatchObject({
      adjustCredit: null,
      targetDate: null,
      createdBy: null,
      audio: null,
    });
    expect(toInput(blank, {}, { isStaff: true, status: 'DRAFT' })).not.toHaveProperty('id');
  });
});

describe('the unsaved-changes snapshot', () => {
  it('ignores spaces around the title and what a file is called, not which files there are', () => {
    const base = emptyValues({
      title: 'Poster',
      files: [file('f1')],
      typeSpecificFiles: { Artwork: [file('f2')] },
    });
    expect(snapshotOf({ ...base, title: ' Poster ' })).toBe(snapshotOf(base));
    expect(snapshotOf({ ...base, files: [{ ...file('f1'), name: 'renamed.pdf' }] })).toBe(snapshotOf(base));
    expect(snapshotOf({ ...base, files: [file('f9')] })).not.toBe(snapshotOf(base));
    expect(snapshotOf({ ...base, typeSpecificFiles: { Artwork: [] } })).not.toBe(snapshotOf(base));
    expect(snapshotOf({ ...base, audio: file('a1') })).not.toBe(snapshotOf(base));
    expect(snapshotOf({ ...base, title: 'Poster 2' })).not.toBe(snapshotOf(base));
    expect(snapshotOf({ ...base, fields: [{ value: '2', custom: '' }] })).not.toBe(snapshotOf(base));
  });
});
