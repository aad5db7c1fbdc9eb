import { MESSAGES } from '#shared/domain/validation.ts';

/** Messages of the brand kit screens; the validation ones are spec section 5's, word for word. */
export const BRAND_KIT_MESSAGES = {
  nameRequired: MESSAGES.brandName,
  enterpriseRequired: MESSAGES.brandEnterprise,
  companyRequired: MESSAGES.brandCompany,
  descriptionTooLong: MESSAGES.brandDescription,
  created: 'Brand kit created successfully',
  updated: 'Brand kit updated successfully',
  saveFailed: 'The brand kit could not be saved. Please try again.',
  loadFailed: 'The brand kits could not be loaded.',
} as const;
