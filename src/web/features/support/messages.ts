import { SUPPORT_REPEAT_MESSAGE, SUPPORT_SENT_MESSAGE } from '#shared/schemas/support.ts';

/** Messages of the Support form (spec section 8), word for word — the leading space included. */
export const SUPPORT_MESSAGES = {
  sent: SUPPORT_SENT_MESSAGE,
  /** Not in the spec: the same message again within two minutes is not e-mailed twice. */
  repeated: SUPPORT_REPEAT_MESSAGE,
  failed: ' Failed to email',
  /** What the server answers (503) when e-mail is not set up. */
  notConfigured: 'Credntial is not set correctly for sending emails.',
} as const;
