/** Messages of the dashboard (spec section 8 for the copy-link pair), word for word. */
export const DASHBOARD_MESSAGES = {
  linkCopied: 'Link copied to clipboard!',
  linkCopyFailed: 'Failed to copy link. Try again.',
  approved: (name: string, company: string | null) =>
    company ? `${name} can now sign in and work for ${company}.` : `${name} can now sign in.`,
  rejected: (name: string) => `The sign-up request of ${name} was declined.`,
  decideFailed: 'The sign-up request could not be updated. Please try again.',
  summaryFailed: 'The request figures could not be loaded.',
  figuresFailed: 'The dashboard figures could not be loaded.',
  ledgerFailed: 'The credit ledger could not be loaded.',
  signupsFailed: 'The sign-up requests could not be loaded.',
  chooseCompany: 'Please select a company',
} as const;

/** The element the approval e-mail links to: /dashboard#signup-requests. */
export const SIGNUP_REQUESTS_ANCHOR = 'signup-requests';
