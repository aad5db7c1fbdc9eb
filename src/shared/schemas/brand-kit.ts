import { z } from 'zod';
import {
  ACCESS_LEVELS,
  BRAND_PERMISSIONS,
  COLOR_MODES,
  GENDERS,
  INDUSTRIES,
  SOCIAL_CHANNELS,
  STORE_CHANNELS,
  type BrandKitInput,
  type BrandKitSnapshot,
} from '../domain/brand-kit.ts';

/**
 * The API contract of brand kits as the server answers them (GET/POST/PUT /api/brand-kits…). What a
 * client sends is `BrandKitInputSchema` (src/shared/domain/brand-kit.ts, with its messages); these
 * are the shapes that come back: the same values without the input checks (the server answers what
 * it stored), plus names, dates and what the caller may do.
 */

const BrandAssetValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LOGO'), fileId: z.string(), name: z.string(), mime: z.string() }),
  z.object({ kind: z.literal('COLORS'), mode: z.enum(COLOR_MODES), name: z.string(), hex: z.string() }),
  z.object({
    kind: z.literal('TYPOGRAPHY'),
    family: z.string(),
    usage: z.string(),
    weights: z.array(z.number()),
    fileId: z.string().nullable(),
    fileName: z.string(),
  }),
  z.object({ kind: z.literal('LINK'), label: z.string(), url: z.string() }),
]);

const channelLinks = <T extends readonly [string, ...string[]]>(names: T) =>
  z.array(z.object({ channel: z.enum(names), url: z.string() }));

/** The values of a kit, as stored. */
export const BrandKitValuesSchema = z.object({
  name: z.string(),
  enterprise: z.number(),
  company: z.number(),
  description: z.string(),
  industry: z.enum(INDUSTRIES).nullable(),
  audience: z.object({
    gender: z.enum(GENDERS),
    ageFrom: z.number().nullable(),
    ageTo: z.number().nullable(),
    description: z.string(),
  }),
  assets: z.array(BrandAssetValueSchema),
  socialChannels: channelLinks(SOCIAL_CHANNELS),
  storeChannels: channelLinks(STORE_CHANNELS),
  contact: z.object({ email: z.string(), phone: z.string(), website: z.string() }),
});

/** A brand kit as GET /api/brand-kits answers it: its values, names, and what the caller may do. */
export const BrandKitSchema = BrandKitValuesSchema.extend({
  id: z.number(),
  companyName: z.string(),
  enterpriseName: z.string(),
  permissions: z.array(z.enum(BRAND_PERMISSIONS)),
  canManageAccess: z.boolean(),
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type BrandKitDto = z.infer<typeof BrandKitSchema>;
export const BrandKitResponseSchema = z.object({ data: BrandKitSchema });
export const BrandKitListSchema = z.object({ data: z.array(BrandKitSchema) });

/** A company whose kits the caller may see, with what the caller may do there. */
export const CompanyAccessSchema = z.object({
  id: z.number(),
  name: z.string(),
  enterpriseId: z.number(),
  enterpriseName: z.string(),
  permissions: z.array(z.enum(BRAND_PERMISSIONS)),
  canManageAccess: z.boolean(),
});
export type CompanyAccess = z.infer<typeof CompanyAccessSchema>;
export const CompanyAccessListSchema = z.object({ data: z.array(CompanyAccessSchema) });

/** One person of a company and their access level to its kits (`inherited`: nothing was granted). */
export const PersonAccessSchema = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  owner: z.boolean(),
  level: z.enum(ACCESS_LEVELS),
  inherited: z.boolean(),
});
export type PersonAccess = z.infer<typeof PersonAccessSchema>;
export const AccessAnswerSchema = z.object({
  company: CompanyAccessSchema,
  people: z.array(PersonAccessSchema),
});
export type AccessAnswer = z.infer<typeof AccessAnswerSchema>;
export const AccessAnswerResponseSchema = z.object({ data: AccessAnswerSchema });

/** A brand kit as a request keeps it: what the kit said when the request was submitted. */
export const BrandKitSnapshotSchema = BrandKitValuesSchema.pick({
  name: true,
  description: true,
  industry: true,
  audience: true,
  assets: true,
  socialChannels: true,
  storeChannels: true,
  contact: true,
}).extend({
  kitId: z.number(),
  companyId: z.number().optional(),
  companyName: z.string(),
  enterpriseName: z.string(),
});

/** GET /api/service-requests/{id}/brand-kit: the copy, and how the kit it came from stands now. */
export const RequestBrandKitSchema = z.object({
  snapshot: BrandKitSnapshotSchema,
  attachedAt: z.string(),
  current: z.object({ id: z.number(), name: z.string(), archivedAt: z.string().nullable() }).nullable(),
  changed: z.boolean(),
  deleted: z.boolean(),
});
export type RequestBrandKit = z.infer<typeof RequestBrandKitSchema>;
export const RequestBrandKitResponseSchema = z.object({ data: RequestBrandKitSchema.nullable() });

/** Kit name and first colours of a request, for board cards. */
export const KitSwatchSchema = z.object({
  requestId: z.number(),
  name: z.string(),
  colours: z.array(z.string()),
});
export type KitSwatch = z.infer<typeof KitSwatchSchema>;
export const KitSwatchListSchema = z.object({ data: z.array(KitSwatchSchema) });

export const BrandKitDeletedSchema = z.object({ data: z.object({ id: z.number() }) });

/** The answers carry exactly what the domain types say (checked by the compiler, both ways). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameValues: Same<z.infer<typeof BrandKitValuesSchema>, BrandKitInput> = true;
const sameSnapshot: Same<z.infer<typeof BrandKitSnapshotSchema>, BrandKitSnapshot> = true;
void sameValues;
void sameSnapshot;
