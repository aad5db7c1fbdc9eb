import { z } from 'zod';
import { MESSAGES, isBlank, tooLongMessage } from './validation.ts';

/** Brand kit enumerations and rules (spec sections 3 and 5). */
export const SOCIAL_CHANNELS = [
  'Instagram',
  'Facebook',
  'LinkedIn',
  'YouTube',
  'TikTok',
  'Google Business Profile',
] as const;
export const STORE_CHANNELS = [
  'Amazon Store',
  'Walmart Marketplace',
  'Shopify Store',
  'Faire Marketplace',
] as const;
/** Twelve industries (the specification does not name them; these are ours). */
export const INDUSTRIES = [
  'Food & Beverage',
  'Apparel & Fashion',
  'Beauty & Personal Care',
  'Health & Wellness',
  'Home & Garden',
  'Technology',
  'Finance',
  'Education',
  'Real Estate',
  'Travel & Hospitality',
  'Retail',
  'Professional Services',
] as const;
export const GENDERS = ['any', 'male', 'female'] as const;
export const BRAND_SECTIONS = [
  'Brand Overview',
  'Target Audience',
  'Design Assets',
  'Channels & Links',
  'Contact Info',
] as const;
export const ASSET_KINDS = ['LOGO', 'COLORS', 'TYPOGRAPHY', 'LINK'] as const;
export const COLOR_MODES = ['Picker', 'Manual'] as const;
export const BRAND_PERMISSIONS = ['VIEW', 'EDIT', 'CREATE'] as const;
export type BrandPermission = (typeof BRAND_PERMISSIONS)[number];

const HEX = /^#[0-9a-fA-F]{6}$/;
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BRAND_KIT_MESSAGES = {
  hex: 'Enter a colour like #1A2B3C',
  url: 'Enter a full address starting with http:// or https://',
  industry: 'Choose one of the 12 industries',
  fontFamily: 'Enter a font family',
  weights: 'Font weights are 100 to 900 in steps of 100',
  file: 'Upload the file again: it was not received',
  logoType: 'A logo must be an image (PNG, JPEG, GIF, WebP, AVIF), an SVG or a PDF file.',
  fontType: 'A font file must be a TTF, OTF, WOFF or WOFF2 file.',
  ageRange: 'The age range ends before it starts',
} as const;

/** Content types a LOGO file may have (sniffed from its bytes by the upload pipeline). */
export const LOGO_MIMES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'application/pdf',
] as const;
/** Content types of a TYPOGRAPHY font file. */
export const FONT_MIMES = ['font/ttf', 'font/otf', 'font/woff', 'font/woff2'] as const;
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/**
 * An absolute http(s) address. javascript:, data: and every other scheme are refused: the address is
 * rendered as a link to whoever opens the kit.
 */
export const HttpUrlSchema = z
  .string({ error: BRAND_KIT_MESSAGES.url })
  .trim()
  .max(2000, BRAND_KIT_MESSAGES.url)
  .pipe(z.url({ protocol: /^https?$/, error: BRAND_KIT_MESSAGES.url }));

export const isHttpUrl = (value: string) => HttpUrlSchema.safeParse(value).success;

const fileId = z.string({ error: BRAND_KIT_MESSAGES.file }).regex(FILE_ID, BRAND_KIT_MESSAGES.file);

export const BrandAssetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('LOGO'),
    fileId,
    name: z.string().max(200).default(''),
    /** Filled in by the server from the stored file. */
    mime: z.string().max(100).default(''),
  }),
  z.object({
    kind: z.literal('COLORS'),
    mode: z.enum(COLOR_MODES).default('Picker'),
    name: z.string().max(100).default(''),
    hex: z.string({ error: BRAND_KIT_MESSAGES.hex }).regex(HEX, BRAND_KIT_MESSAGES.hex),
  }),
  z.object({
    kind: z.literal('TYPOGRAPHY'),
    family: z
      .string({ error: BRAND_KIT_MESSAGES.fontFamily })
      .trim()
      .min(1, BRAND_KIT_MESSAGES.fontFamily)
      .max(100, tooLongMessage(100)),
    usage: z.string().max(100).default(''),
    weights: z
      .array(
        z
          .number()
          .int()
          .refine((w) => (FONT_WEIGHTS as readonly number[]).includes(w), BRAND_KIT_MESSAGES.weights),
      )
      .max(FONT_WEIGHTS.length)
      .default([400])
      .transform((ws) => [...new Set(ws)].sort((x, y) => x - y)),
    /** An optional font file (TTF, OTF, WOFF, WOFF2). */
    fileId: fileId.nullable().default(null),
    fileName: z.string().max(200).default(''),
  }),
  z.object({ kind: z.literal('LINK'), label: z.string().max(100).default(''), url: HttpUrlSchema }),
]);
export type BrandAsset = z.infer<typeof BrandAssetSchema>;

/** The stored files an asset list refers to. */
export const assetFileIds = (assets: readonly BrandAsset[]): string[] =>
  assets.flatMap((a) =>
    a.kind === 'LOGO' ? [a.fileId] : a.kind === 'TYPOGRAPHY' && a.fileId ? [a.fileId] : [],
  );

const channelLinks = <T extends readonly [string, ...string[]]>(names: T) =>
  z.array(z.object({ channel: z.enum(names), url: HttpUrlSchema })).max(names.length);

export const BrandKitInputSchema = z.object({
  name: z
    .string({ error: MESSAGES.brandName })
    .trim()
    .min(1, MESSAGES.brandName)
    .refine((s) => !isBlank(s), MESSAGES.brandName)
    // Its own message: without one a long name took the schema's error, 'Please enter a brand name'.
    .max(120, tooLongMessage(120)),
  enterprise: z.coerce.number({ error: MESSAGES.brandEnterprise }).int().positive(MESSAGES.brandEnterprise),
  company: z.coerce.number({ error: MESSAGES.brandCompany }).int().positive(MESSAGES.brandCompany),
  description: z.string().max(255, MESSAGES.brandDescription).default(''),
  industry: z.enum(INDUSTRIES, { error: BRAND_KIT_MESSAGES.industry }).nullable().default(null),
  audience: z
    .object({
      gender: z.enum(GENDERS).default('any'),
      ageFrom: z.number().int().min(0).max(120).nullable().default(null),
      ageTo: z.number().int().min(0).max(120).nullable().default(null),
      description: z.string().max(1000).default(''),
    })
    .refine((a) => a.ageFrom === null || a.ageTo === null || a.ageFrom <= a.ageTo, {
      message: BRAND_KIT_MESSAGES.ageRange,
      path: ['ageTo'],
    })
    .default({ gender: 'any', ageFrom: null, ageTo: null, description: '' }),
  assets: z.array(BrandAssetSchema).max(50).default([]),
  socialChannels: channelLinks(SOCIAL_CHANNELS).default([]),
  storeChannels: channelLinks(STORE_CHANNELS).default([]),
  contact: z
    .object({
      email: z.union([z.literal(''), z.email()]).default(''),
      phone: z.string().max(30).default(''),
      website: z.union([z.literal(''), HttpUrlSchema]).default(''),
    })
    .default({ email: '', phone: '', website: '' }),
});
export type BrandKitInput = z.infer<typeof BrandKitInputSchema>;

/**
 * Access to a company's brand kits, granted per person by the company owner or staff. Each level
 * includes the ones before it: VIEW reads the kits, EDIT changes them (also archive and delete),
 * CREATE adds new ones. NONE: the person does not see the kits at all.
 */
export const ACCESS_LEVELS = ['NONE', 'VIEW', 'EDIT', 'CREATE'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
/** What a person of the company has until the owner grants something else. */
export const DEFAULT_ACCESS_LEVEL: AccessLevel = 'VIEW';

export const permissionsOfLevel = (level: AccessLevel): BrandPermission[] =>
  BRAND_PERMISSIONS.slice(0, ACCESS_LEVELS.indexOf(level));

export const AccessGrantSchema = z.object({
  userId: z.number().int().positive(),
  level: z.enum(ACCESS_LEVELS, { error: 'Choose No access, View, Edit or Create' }),
});

/**
 * What a user may do with a company's brand kits: staff and the owners of the company's enterprise
 * everything (and they grant the others); a person of the company what was granted to them
 * (`level`, VIEW when nothing was granted); anyone else nothing.
 */
export function brandKitPermissions(
  actor: { isStaff: boolean; companyIds: readonly number[]; ownedEnterpriseIds: readonly number[] },
  company: { id: number; enterpriseId: number },
  level: AccessLevel | null | undefined,
): BrandPermission[] {
  if (canManageBrandKitAccess(actor, company)) return [...BRAND_PERMISSIONS];
  if (!actor.companyIds.includes(company.id)) return [];
  return permissionsOfLevel(level ?? DEFAULT_ACCESS_LEVEL);
}

/** Who grants access to a company's brand kits: staff and the owners of its enterprise. */
export const canManageBrandKitAccess = (
  actor: { isStaff: boolean; ownedEnterpriseIds: readonly number[] },
  company: { enterpriseId: number },
) => actor.isStaff || actor.ownedEnterpriseIds.includes(company.enterpriseId);

/** A brand kit as a request keeps it: what the kit said when the request was submitted. */
export type BrandKitSnapshot = Pick<
  BrandKitInput,
  'name' | 'description' | 'industry' | 'audience' | 'assets' | 'socialChannels' | 'storeChannels' | 'contact'
> & { kitId: number; companyId?: number; companyName: string; enterpriseName: string };
