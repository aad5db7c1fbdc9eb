import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import type { ServiceRequestDto } from '#shared/schemas/request.ts';
import { initials } from '../lib/format.ts';
import { avatarColor, userName } from '../lib/people.ts';
import { LazyTooltip } from './lazy-tooltip/LazyTooltip.tsx';

/**
 * A request's assignees as overlapping avatars (five at most, then "+n"), each named in a tooltip;
 * the group's accessible name lists them all.
 */
export function AssigneeAvatars({
  people,
  size = 28,
}: {
  people: ServiceRequestDto['assignees'];
  /** Pixel size of each avatar (cards use a smaller one than list rows). */
  size?: number;
}) {
  return (
    <AvatarGroup
      max={5}
      role="group"
      aria-label={`Assignees: ${people.map(userName).join(', ')}`}
      sx={{ '& .MuiAvatar-root': { width: size, height: size, fontSize: Math.round(size * 0.43) } }}
    >
      {people.map((u) => (
        <LazyTooltip key={u.id} title={userName(u)}>
          <Avatar alt={userName(u)} src={u.profileImage ?? undefined} sx={{ bgcolor: avatarColor(u.id) }}>
            {initials(u.firstName, u.lastName, u.username)}
          </Avatar>
        </LazyTooltip>
      ))}
    </AvatarGroup>
  );
}
