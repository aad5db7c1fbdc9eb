import { z } from 'zod';
import { MESSAGES } from './validation.ts';

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

export const WEB_ADDRESS_ONLY = 'Enter a web address starting with http:// or https://';
/**
 * A link stored in a brand kit and shown as a link to others: http(s) only, so javascript:, data:,
 * vbscript: and the like are refused (they would run in the viewer's browser).
 */
const webUrl = () =>
  z
    .string({ error: WEB_ADDRESS_ONLY })
    .trim()
    .max(2000, 'Web addresses are limited to 2000 characters')
    .pipe(z.url({ protocol: /^https?$/i, error: WEB_ADDRESS_ONLY }));

export const BrandAssetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LOGO'), fileId: z.string().min(1), name: z.string().max(200).default('') }),
  z.object({
    kind: z.literal('COLORS'),
    mode: z.enum(COLOR_MODES).default('Picker'),
    name: z.string().max(100).default(''),
    hex: z.string().regex(HEX, 'Enter a colour like #1A2B3C'),
  }),
  z.object({
    kind: z.literal('TYPOGRAPHY'),
    family: z.string().min(1).max(100),
    usage: z.string().max(100).default(''),
  }),
  z.object({ kind: z.literal('LINK'), label: z.string().max(100).default(''), url: webUrl() }),
]);
export type BrandAsset = z.infer<typeof BrandAssetSchema>;

const channelLinks = <T extends readonly [string, ...string[]]>(names: T) =>
  z.array(z.object({ channel: z.enum(names), url: webUrl() })).max(names.length);

export const BrandKitInputSchema = z.object({
  name: z.string({ error: MESSAGES.brandName }).trim().min(1, MESSAGES.brandName).max(120),
  enterprise: z.coerce.number({ error: MESSAGES.brandEnterprise }).int().positive(MESSAGES.brandEnterprise),
  company: z.coerce.number({ error: MESSAGES.brandCompany }).int().positive(MESSAGES.brandCompany),
  description: z.string().max(255, MESSAGES.brandDescription).default(''),
  industry: z.enum(INDUSTRIES).nullable().default(null),
  audience: z
    .object({
      gender: z.enum(GENDERS).default('any'),
      ageFrom: z.number().int().min(0).max(120).nullable().default(null),
      ageTo: z.number().int().min(0).max(120).nullable().default(null),
      description: z.string().max(1000).default(''),
    })
    .default({ gender: 'any', ageFrom: null, ageTo: null, description: '' }),
  assets: z.array(BrandAssetSchema).max(50).default([]),
  socialChannels: channelLinks(SOCIAL_CHANNELS).default([]),
  storeChannels: channelLinks(STORE_CHANNELS).default([]),
  contact: z
    .object({
      email: z.union([z.literal(''), z.email()]).default(''),
      phone: z.string().max(30).default(''),
      website: z.union([z.literal(''), webUrl()]).default(''),
    })
    .default({ email: '', phone: '', website: '' }),
});
export type BrandKitInput = z.infer<typeof BrandKitInputSchema>;

/**
 * What a user may do with a company's brand kit: people of the company view, edit and create it;
 * staff view and edit every kit (they use it to do the work) but do not create one for a client.
 */
export function brandKitPermissions(
  actor: { isStaff: boolean; companyIds: readonly number[] },
  companyId: number,
): BrandPermission[] {
  if (actor.isStaff) return ['VIEW', 'EDIT'];
  return actor.companyIds.includes(companyId) ? ['VIEW', 'EDIT', 'CREATE'] : [];
}
