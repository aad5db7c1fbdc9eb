/** Validation rules and their messages (spec section 5), word for word. */
export const MESSAGES = {
  titleRequired: 'Please enter a request title.',
  companyRequired: 'Please select a company',
  noCompany: 'No company selected',
  assigneesRequired: 'Please assign asignees',
  commentEmpty: 'Kindly leave a comment with at least 1 letter.',
  searchTooShort: 'Please enter at least 3 characters',
  searchNoResults: 'No results found',
  audioCheck: 'Please check the uploaded file',
  tooManyFiles: 'You can upload up to 10 files only.',
  fileTooLarge: 'File is too large',
  noFileId: 'File upload succeeded but no ID received',
  invalidFileId: 'File upload succeeded but ID is invalid',
  previewUnsupported: 'This file type is not supported for preview. Please download it to view.',
  brandName: 'Please enter a brand name',
  brandEnterprise: 'Please select an enterprise',
  brandCompany: 'Please select a company',
  brandDescription: 'Description must be 255 characters or less',
  /** Download All (spec section 8): the server could not prepare the zip. */
  zipProcessing: 'An error occurred while processing. Please contact the administrator.',
  /** Download All: the zip failed and no message of the server's own came with it. */
  zipCreation: 'An error occurred while creating the ZIP file. Please contact the administrator.',
  /** Download All: not one of the request's files could be found in storage (none to put in a zip). */
  zipNothingFound:
    "None of this request's files could be found in storage, so there is nothing to download. Please contact the administrator.",
} as const;

/**
 * A typed text longer than its field allows, said in words (zod's own "Too big: expected string to
 * have <=80 characters" reached the sign-up and account forms).
 */
export const tooLongMessage = (max: number) => `Use at most ${max} characters`;

export const maxFileSizeMessage = (filesize: string) => `Maximum file size is ${filesize}`;

export const PATTERNS = {
  /** (123) 456-7890 or 123-456-7890 */
  phone: /^(\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4})$/,
  /**
   * Something@domain.tld: no spaces, no invisible characters (zero-width spaces and joiners, direction
   * marks, BOM: \p{Cf}) or control characters anywhere, no empty part of the domain (a trailing dot
   * made "x@studio.test." pass for a staff address it is not), a top-level part of two or more.
   */
  email: /^[^\s@\p{Cc}\p{Cf}]+@[^\s@.\p{Cc}\p{Cf}]+(\.[^\s@.\p{Cc}\p{Cf}]+)*\.[^\s@.\p{Cc}\p{Cf}]{2,}$/u,
  /**
   * Letters only, words separated by one space. Letters of any script (José, Zoë, Łukasz, مريم, 山田),
   * with their combining accents: an ASCII-only rule refused most of the world's names at sign-up.
   * Each word starts with a letter and a letter carries at most four marks (Vietnamese needs two), so
   * a name of accents alone, or "zalgo" text stacking marks over the lines around it, is refused.
   */
  name: /^\p{L}\p{M}{0,4}(?:\p{L}\p{M}{0,4})*(?: \p{L}\p{M}{0,4}(?:\p{L}\p{M}{0,4})*)*$/u,
  zip: /^\d{5}(-\d{4})?$/,
  /** At least 8 characters with one uppercase letter, one digit and one special character. */
  password: /^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/,
} as const;

export const PATTERN_MESSAGES: Record<keyof typeof PATTERNS, string> = {
  phone: 'Enter a phone number like (123) 456-7890 or 123-456-7890',
  email: 'Enter a valid e-mail address',
  name: 'Use letters only',
  zip: 'Enter a ZIP code like 12345 or 12345-6789',
  password: 'At least 8 characters with one uppercase letter, one digit and one special character',
};

/**
 * The whole rule a new password must meet, as the forms state it before anything is typed: the spec's
 * pattern (its own words, above), then the strength rule the server enforces as well
 * (password-strength.ts: a common or easily guessed password is refused).
 */
export const PASSWORD_RULE_HINT = `${PATTERN_MESSAGES.password}; not easy to guess.`;

/** Number fields: minimum 1, maximum 100, step 1, default 1. */
export const NUMBER_FIELD = { min: 1, max: 100, step: 1, default: 1 } as const;
export function numberFieldError(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  // Plain decimal digits only: '1e2', '0x10' or '' are not what the user sees as a number.
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return 'Enter a whole number';
  const n = Number(text);
  if (!Number.isInteger(n)) return 'Enter a whole number';
  if (n < NUMBER_FIELD.min) return `Minimum is ${NUMBER_FIELD.min}`;
  if (n > NUMBER_FIELD.max) return `Maximum is ${NUMBER_FIELD.max}`;
  return null;
}

/**
 * The value of a number field when it is valid (a whole number 1..100), else null. The one rule the
 * form (its field error) and the credit engine (what it prices) both use.
 */
export function validNumberField(value: unknown): number | null {
  if (value === null || value === undefined || Array.isArray(value)) return null;
  const text = String(value).trim();
  if (text === '' || numberFieldError(text) !== null) return null;
  return Number(text);
}

/**
 * Blank: nothing, or only whitespace and invisible format characters (\p{Cf}: zero-width space and
 * joiners, direction marks, soft hyphen, word joiner, BOM) — the same set the e-mail rule refuses.
 */
export const isBlank = (s: string | null | undefined) => !s || !/[^\s\p{Cf}]/u.test(s);

/** Upload limits (spec section 5). */
export const UPLOAD_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 100 * 1024 * 1024,
  maxFormBytes: 500 * 1024 * 1024,
} as const;

/** Ids of stored files (and other uuid keys): the canonical 8-4-4-4-12 hex form, any case. */
export const isUuid = (v: unknown): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(String(v));

/** A server file id is invalid if null, blank or containing a slash. */
export function fileIdError(id: unknown): string | null {
  if (id === null || id === undefined) return MESSAGES.noFileId;
  if (typeof id !== 'string' && typeof id !== 'number') return MESSAGES.invalidFileId;
  const s = String(id);
  if (s.trim() === '') return MESSAGES.noFileId;
  if (s.includes('/')) return MESSAGES.invalidFileId;
  return null;
}
