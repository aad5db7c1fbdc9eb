/**
 * Where to go back to when a drawer opened from elsewhere (a search hit) is closed: carried in the
 * history entry's state, so a shared link or a reload falls back to the drawer's own list.
 */
export type ReturnToState = { returnTo: string };

export const withReturnTo = (path: string): ReturnToState => ({ returnTo: path });

/** The path to go back to, if the state holds one of this app (a path, never another site). */
export function returnToOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('returnTo' in state)) return null;
  const { returnTo } = state as { returnTo: unknown };
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : null;
}
