/**
 * Reading a zod 4 schema to make values it accepts: the route fuzz (routes/route-fuzz.test.ts) draws
 * them as fast-check arbitraries with hostile values mixed in, the tenancy sweep
 * (routes/tenancy-sweep.test.ts) takes one plausible value per field. Both read the schema the same
 * way: its definition (`_zod.def`) and a string's checks (`_zod.bag`).
 */

export type ZodDef = { type: string; [k: string]: unknown };

/** A zod schema's definition (its type and parts), or undefined for anything else. */
export const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def: ZodDef } })?._zod?.def;

/** Plain strings that pass common checks (names, e-mails, passwords, phones, colours, dates, ids). */
const SAMPLE_STRINGS = [
  'Hello world',
  'Acme Foods',
  'Nina',
  'someone@example.com',
  'owner@acme.test',
  '123-456-7890',
  '12345',
  'Strong-pass-9-Zebra',
  '#1A2B3C',
  'https://example.com/page',
  '2024-05-01',
  '2024-05-01T10:00:00.000Z',
  '1',
  '<p>Hello</p>',
  'IN_PROGRESS',
  'all',
];

/**
 * What a zod string accepts, as far as samples go: a format with a value of its own (a uuid, an
 * e-mail, an address), else the sample strings that meet its patterns and length (`fits`, in the
 * samples' order), and its minimum length (to make one when none fits).
 */
export function stringSamples(schema: unknown): {
  format: 'uuid' | 'email' | 'url' | null;
  fits: string[];
  minimum: number;
} {
  const bag = ((schema as { _zod?: { bag?: Record<string, unknown> } })._zod?.bag ?? {}) as {
    format?: string;
    patterns?: Set<RegExp>;
    minimum?: number;
    maximum?: number;
  };
  const format =
    bag.format === 'uuid' || bag.format === 'guid'
      ? 'uuid'
      : bag.format === 'email' || bag.format === 'url'
        ? bag.format
        : null;
  const fits = SAMPLE_STRINGS.filter(
    (v) =>
      [...(bag.patterns ?? [])].every((re) => new RegExp(re.source, re.flags.replace('g', '')).test(v)) &&
      v.length >= (bag.minimum ?? 0) &&
      v.length <= (bag.maximum ?? Infinity),
  );
  return { format, fits, minimum: bag.minimum ?? 0 };
}

/** The value a format stands for (e-mail, address); a uuid is made by the caller (random). */
export const FORMAT_SAMPLES = { email: 'someone@example.com', url: 'https://example.com/page' } as const;
