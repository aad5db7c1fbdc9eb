import type { Db } from '../../db/client.ts';
import { pauseWebhooksOf } from '../integrations/webhooks/pause.ts';
import { revokeInvitationsSentBy } from './invitations/shared.ts';

/** How a person lost the standing to let people in and to manage webhooks. */
export type StandingLost = 'removed' | 'left' | 'made_member' | 'deleted' | 'deactivated';

/**
 * What a person set up on a standing they no longer have goes with it, in the caller's transaction:
 * the invitations they sent that are still open are revoked (`sender_…`), and the webhook endpoints
 * that answer to them are paused (`creator_…`), each with its audit entry. Of one enterprise, or with
 * `enterpriseId` null everything of theirs (an account deleted, a staff account deactivated). Every
 * way of losing the standing calls this one function, so none forgets either half.
 */
export async function withdrawWhatTheySetUp(
  tx: Db,
  input: {
    userId: number;
    enterpriseId: number | null;
    actorId: number;
    how: StandingLost;
    address: string | null;
  },
): Promise<void> {
  const { userId, enterpriseId, actorId, how, address } = input;
  await revokeInvitationsSentBy(tx, {
    senderId: userId,
    enterpriseId,
    actorId,
    reason: `sender_${how}`,
    address,
  });
  await pauseWebhooksOf(tx, { userId, enterpriseId, actorId, reason: `creator_${how}`, address });
}
