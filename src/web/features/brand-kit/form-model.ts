import type { z } from 'zod';
import {
  brandKitPermissions,
  type BrandKitInputSchema,
  type BrandPermission,
} from '#shared/domain/brand-kit.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import type { BrandKitDto } from './api.ts';

/** What the form holds: the schema's input (selects hold '' until something is chosen). */
export type BrandKitFormValues = z.input<typeof BrandKitInputSchema>;

export const DESCRIPTION_MAX = 255;

export const emptyBrandKit = (): BrandKitFormValues => ({
  name: '',
  enterprise: '',
  company: '',
  description: '',
  industry: null,
  audience: { gender: 'any', ageFrom: null, ageTo: null, description: '' },
  assets: [],
  socialChannels: [],
  storeChannels: [],
  contact: { email: '', phone: '', website: '' },
});

export const toFormValues = (kit: BrandKitDto): BrandKitFormValues => ({
  name: kit.name,
  enterprise: kit.enterprise,
  company: kit.company,
  description: kit.description,
  industry: kit.industry,
  audience: { ...kit.audience },
  assets: kit.assets.map((a) => ({ ...a })),
  socialChannels: kit.socialChannels.map((c) => ({ ...c })),
  storeChannels: kit.storeChannels.map((c) => ({ ...c })),
  contact: { ...kit.contact },
});

export type CompanyChoice = { id: number; name: string; enterpriseId: number };
export type EnterpriseChoice = { id: number; name: string };

/**
 * The enterprises and companies a user may pick for a kit, from the session payload: the companies
 * for which brandKitPermissions grants `need` (CREATE for a new kit, EDIT for an existing one), and
 * their enterprises.
 */
export function companyChoices(
  session: SessionPayload,
  need: BrandPermission,
): { enterprises: EnterpriseChoice[]; companies: CompanyChoice[] } {
  const actor = { isStaff: session.user.isStaff, companyIds: session.companies.map((c) => c.id) };
  const companies = session.companies
    .filter((c) => brandKitPermissions(actor, c.id).includes(need))
    .map((c) => ({ id: c.id, name: c.name, enterpriseId: c.enterprise.id }));
  const enterprises = new Map<number, EnterpriseChoice>();
  for (const c of session.companies) {
    if (!companies.some((k) => k.enterpriseId === c.enterprise.id)) continue;
    const named = session.enterprises.find((e) => e.id === c.enterprise.id);
    enterprises.set(c.enterprise.id, { id: c.enterprise.id, name: named?.name ?? c.enterprise.name });
  }
  return {
    enterprises: [...enterprises.values()].sort((a, b) => a.name.localeCompare(b.name)),
    companies: companies.sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** May this user create a kit at all (customers with a company; staff never)? */
export const canCreateBrandKit = (session: SessionPayload) =>
  companyChoices(session, 'CREATE').companies.length > 0;

/** A select's value as a positive id, or '' when nothing is chosen. */
export const idValue = (value: unknown): number | '' => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : '';
};
