import { SUPPORT_SENT_MESSAGE } from '#shared/schemas/support.ts';

/** Messages of the Support form (spec section 8), word for word — the leading space included. */
export const SUPPORT_MESSAGES = {
  sent: SUPPORT_SENT_MESSAGE,
  failed: ' Failed to email',
  /** What the server answers (503) when e-mail is not set up. */
  notConfigured: 'Credntial is not set correctly for sending emails.',
} as const;
