import type { z } from 'zod';
import type { BrandKitInputSchema, BrandPermission } from '#shared/domain/brand-kit.ts';
import type { BrandKitDto, CompanyAccess } from './api.ts';

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
 * The enterprises and companies a user may pick for a kit: the companies where the server grants
 * `need` (CREATE for a new kit, EDIT for an existing one), and their enterprises.
 */
export function companyChoices(
  access: readonly CompanyAccess[],
  need: BrandPermission,
): { enterprises: EnterpriseChoice[]; companies: CompanyChoice[] } {
  const companies = access
    .filter((c) => c.permissions.includes(need))
    .map((c) => ({ id: c.id, name: c.name, enterpriseId: c.enterpriseId }));
  const enterprises = new Map<number, EnterpriseChoice>();
  for (const c of access) {
    if (companies.some((k) => k.id === c.id)) {
      enterprises.set(c.enterpriseId, { id: c.enterpriseId, name: c.enterpriseName });
    }
  }
  return {
    enterprises: [...enterprises.values()].sort((a, b) => a.name.localeCompare(b.name)),
    companies: companies.sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** May this user create a kit at all (CREATE on some company)? */
export const canCreateBrandKit = (access: readonly CompanyAccess[]) =>
  access.some((c) => c.permissions.includes('CREATE'));

/** A select's value as a positive id, or '' when nothing is chosen. */
export const idValue = (value: unknown): number | '' => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : '';
};
