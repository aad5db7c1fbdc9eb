import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fileIdError,
  isBlank,
  maxFileSizeMessage,
  MESSAGES,
  NUMBER_FIELD,
  numberFieldError,
  validNumberField,
  PATTERNS,
  UPLOAD_LIMITS,
} from './validation.ts';

describe('messages (spec sections 5 and 8), word for word', () => {
  it('request messages', () => {
    expect(MESSAGES.titleRequired).toBe('Please enter a request title.');
    expect(MESSAGES.companyRequired).toBe('Please select a company');
    expect(MESSAGES.noCompany).toBe('No company selected');
    expect(MESSAGES.assigneesRequired).toBe('Please assign asignees');
    expect(MESSAGES.audioCheck).toBe('Please check the uploaded file');
    expect(MESSAGES.tooManyFiles).toBe('You can upload up to 10 files only.');
    expect(maxFileSizeMessage('100MB')).toBe('Maximum file size is 100MB');
  });
});

describe('isBlank', () => {
  it('treats empty and whitespace as blank', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \n\t ')).toBe(true);
    expect(isBlank('\u200b\u200d \u2060\ufeff')).toBe(true);
    // Direction marks, a soft hyphen, invisible operators: format characters, nothing to read.
    expect(isBlank('\u200e\u200f\u00ad\u2061\u2064')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});

describe('number fields', () => {
  it('minimum 1, maximum 100, step 1, default 1', () => {
    expect(NUMBER_FIELD).toEqual({ min: 1, max: 100, step: 1, default: 1 });
    expect(numberFieldError(1)).toBeNull();
    expect(numberFieldError('100')).toBeNull();
    expect(numberFieldError(0)).toBe('Minimum is 1');
    expect(numberFieldError(101)).toBe('Maximum is 100');
    expect(numberFieldError(2.5)).toBe('Enter a whole number');
    expect(numberFieldError('x')).toBe('Enter a whole number');
  });
});

describe('pattern rules', () => {
  it('US phone', () => {
    for (const ok of ['(123) 456-7890', '123-456-7890']) expect(PATTERNS.phone.test(ok)).toBe(true);
    for (const bad of ['1234567890', '(123)456-7890', '123 456 7890', '123-4567-890']) {
      expect(PATTERNS.phone.test(bad)).toBe(false);
    }
  });
  it('e-mail', () => {
    expect(PATTERNS.email.test('a.b@c.io')).toBe(true);
    for (const bad of ['a@b', 'a b@c.io', '@c.io', 'a@.']) expect(PATTERNS.email.test(bad)).toBe(false);
    // A trailing or doubled dot, a one-letter top level, invisible or control characters.
    for (const bad of [
      'x@studio.test.',
      'x@studio..test',
      'x@.studio.test',
      'x@studio.t',
      'x\u200b@studio.test',
      'x@stu\u200cdio.test',
      '\u202ex@studio.test',
      'x@studio.test\u0000',
    ]) {
      expect(PATTERNS.email.test(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['o.b+tag@mail.example.co.uk', 'ünïcode@exämple.de', 'x@xn--bcher-kva.example']) {
      expect(PATTERNS.email.test(good), good).toBe(true);
    }
  });
  it('letters-only names', () => {
    expect(PATTERNS.name.test('Mary Ann')).toBe(true);
    for (const bad of ['Ann1', 'Ann-Lee', ' Ann', '']) expect(PATTERNS.name.test(bad)).toBe(false);
  });
  it('letters of any script are letters (a name is not refused for its accents or its alphabet)', () => {
    for (const good of [
      'José García',
      'Zoë',
      'Łukasz',
      'Ngọc Anh',
      'Nguye\u0302\u0303n',
      'मीना',
      'مريم',
      '山田',
      'Rene\u0301e',
    ]) {
      expect(PATTERNS.name.test(good), good).toBe(true);
    }
    for (const bad of [
      '🎉',
      'Ann\u200b',
      'Ann  Lee',
      'R2D2',
      '<b>Ann</b>',
      '\u0301\u0301',
      'Ann \u0301x',
      `Z${'\u0336'.repeat(12)}oe`,
    ]) {
      expect(PATTERNS.name.test(bad), JSON.stringify(bad)).toBe(false);
    }
  });
  it('US ZIP 5 or 5+4', () => {
    expect(PATTERNS.zip.test('12345')).toBe(true);
    expect(PATTERNS.zip.test('12345-6789')).toBe(true);
    for (const bad of ['1234', '123456', '12345-678', '12345 6789']) {
      expect(PATTERNS.zip.test(bad)).toBe(false);
    }
  });
  it('password: 8+ characters with an uppercase letter, a digit and a special character', () => {
    expect(PATTERNS.password.test('Abcdef1!')).toBe(true);
    for (const bad of ['Abcde1!', 'abcdef1!', 'Abcdefg!', 'Abcdefg1']) {
      expect(PATTERNS.password.test(bad)).toBe(false);
    }
  });
  it('property: every generated 5+4 ZIP and formatted phone matches', () => {
    const digits = (n: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
    fc.assert(
      fc.property(digits(5), digits(4), (a, b) => {
        expect(PATTERNS.zip.test(`${a}-${b}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(digits(3), digits(3), digits(4), (a, b, c) => {
        expect(PATTERNS.phone.test(`(${a}) ${b}-${c}`)).toBe(true);
        expect(PATTERNS.phone.test(`${a}-${b}-${c}`)).toBe(true);
      }),
    );
  });
});

describe('uploads', () => {
  it('limits', () => {
    expect(UPLOAD_LIMITS).toEqual({
      maxFiles: 10,
      maxFileBytes: 100 * 1024 * 1024,
      maxFormBytes: 500 * 1024 * 1024,
    });
  });
  it('a server file id is invalid if null, blank or containing a slash', () => {
    expect(fileIdError(null)).toBe('File upload succeeded but no ID received');
    expect(fileIdError('  ')).toBe('File upload succeeded but no ID received');
    expect(fileIdError('a/b')).toBe('File upload succeeded but ID is invalid');
    expect(fileIdError({})).toBe('File upload succeeded but ID is invalid');
    expect(fileIdError('5f0c')).toBeNull();
    expect(fileIdError(12)).toBeNull();
  });
});

describe('validNumberField: the one number rule of the form and the credit engine', () => {
  it('whole numbers 1..100 only', () => {
    expect([1, '1', ' 42 ', 100, '100'].map(validNumberField)).toEqual([1, 1, 42, 100, 100]);
    for (const bad of [0, -3, '-3', 101, 150, 2.5, '2.5', '1e2', '0x10', '', '  ', null, undefined, ['2']]) {
      expect(validNumberField(bad), String(bad)).toBeNull();
    }
  });
});
