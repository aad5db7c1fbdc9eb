import { REQUEST_MESSAGES } from '../../lib/requests/messages.ts';

/** Messages of the Request Board (spec section 8), word for word. */
export const BOARD_MESSAGES = {
  moved: REQUEST_MESSAGES.updated,
  /** Shown when the server gave no message of its own. */
  moveFailed: REQUEST_MESSAGES.updateFailed,
} as const;
