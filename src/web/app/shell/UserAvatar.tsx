import Avatar from '@mui/material/Avatar';
import type { SessionUser } from '../../lib/session/index.ts';
import { initials } from '../../lib/format.ts';

export function UserAvatar({ user, size = 40 }: { user: SessionUser; size?: number }) {
  return (
    <Avatar
      src={user.profileImage ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initials(user.firstName, user.lastName, user.username)}
    </Avatar>
  );
}
