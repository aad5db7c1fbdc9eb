import type { SessionPayload } from '../../lib/session/index.ts';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/** The dashboard's heading; its own module so the page's skeleton shows the same words at once. */
export const dashboardTitle = ({ user }: SessionPayload) =>
  `${greeting()}, ${user.firstName || user.username}`;
