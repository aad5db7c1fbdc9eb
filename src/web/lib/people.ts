/** How a person is shown in every list, picker and avatar of the app. */

export type NamedPerson = { firstName: string; lastName: string; username: string; email: string };

export const userName = (u: NamedPerson) => `${u.firstName} ${u.lastName}`.trim() || u.username || u.email;

/** Said beside the name of someone who left the request's enterprise (their work stays). */
export const LEFT_TEAM_LABEL = 'no longer in the team';

const AVATAR_COLORS = [
  '#4f46e5',
  '#0f766e',
  '#b45309',
  '#be185d',
  '#0369a1',
  '#7c3aed',
  '#15803d',
  '#c2410c',
];
/** A steady colour per person, so the same avatar looks the same in every list. */
export const avatarColor = (userId: number) => AVATAR_COLORS[Math.abs(userId) % AVATAR_COLORS.length]!;
