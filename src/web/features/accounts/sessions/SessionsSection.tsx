import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { deleteSession, postEndOtherSessions, sessionsQuery, type AccountSession } from './api.ts';
import { formatDateTime } from '#shared/domain/formats.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';

const when = (iso: string) => formatDateTime(iso);

/** "just now", "12 minutes ago", "3 hours ago", else the date. */
function lastActive(iso: string): string {
  const minutes = Math.floor((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 5) return 'just now';
  if (minutes < 60) return `${minutes} minutes ago`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    return hours === 1 ? 'an hour ago' : `${hours} hours ago`;
  }
  return when(iso);
}

function SessionRow({
  session,
  busy,
  signedOut,
  onEnd,
}: {
  session: AccountSession;
  busy: boolean;
  /** Signed out from this page: the row stays where it was, marked, so nothing moves under a second click. */
  signedOut: boolean;
  onEnd: (session: AccountSession) => void;
}) {
  const name = `${session.browser} on ${session.os}`;
  return (
    <Box
      component="li"
      aria-label={session.current ? `${name}, this device` : name}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <ComputerOutlined aria-hidden="true" sx={{ color: 'text.secondary' }} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          {session.current && <Chip size="small" color="primary" label="This device" />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {session.address ?? 'Unknown address'} · Signed in {when(session.createdAt)} · Last active{' '}
          {session.current ? 'now' : lastActive(session.lastSeenAt)}
        </Typography>
      </Box>
      {signedOut ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          Signed out
        </Typography>
      ) : (
        !session.current && (
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            disabled={busy}
            onClick={() => onEnd(session)}
            aria-label={`Sign out ${name}`}
          >
            Sign out
          </Button>
        )
      )}
    </Box>
  );
}

/**
 * Where the person is signed in: each live session (browser and system from its user agent, its
 * address, when it signed in and was last active), this device first. Any other session can be
 * signed out, or all of them at once; the server ends them at once.
 */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery(sessionsQuery);
  const [confirmAll, setConfirmAll] = useState(false);
  // Sessions signed out one by one here. Their rows are not taken out of the list at once: the rows
  // below would move up, and the second click of a double click (or a quick next click) would land
  // on the next device's Sign out. The list drops them when it is next loaded.
  const [signedOut, setSignedOut] = useState<ReadonlySet<string>>(() => new Set());
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });

  const endOne = useMutation({
    mutationFn: (session: AccountSession) => deleteSession(session.id),
    onSuccess: (_answer, session) => {
      setSignedOut((ids) => new Set(ids).add(session.id));
      toast.success(`Signed out ${session.browser} on ${session.os}`);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'We could not sign out that session.'));
      return refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: postEndOtherSessions,
    onSuccess: (answer) => {
      setConfirmAll(false);
      toast.success(
        answer.endedSessions === 1
          ? 'Signed out 1 other session'
          : `Signed out ${answer.endedSessions} other sessions`,
      );
    },
    onError: (error) => toast.error(errorMessage(error, 'We could not sign out your other sessions.')),
    onSettled: refresh,
  });

  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current && !signedOut.has(s.id)).length;
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <SettingsSection
      title="Where you're signed in"
      description="Sign out a device you no longer use or do not recognise."
    >
      {query.isPending ? (
        <Box aria-hidden="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      ) : query.isError ? (
        <LoadFailed query={query} message="We could not load your sessions." />
      ) : (
        <>
          <Box component="ul" aria-label="Active sessions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sessions.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                busy={busy}
                signedOut={signedOut.has(s.id)}
                onEnd={(x) => endOne.mutate(x)}
              />
            ))}
          </Box>
          <Box sx={{ mt: 2 }}>
            {others > 0 ? (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmAll(true)}>
                Sign out all other sessions
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                You are signed in only on this device.
              </Typography>
            )}
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirmAll}
        title="Sign out all other sessions?"
        message={`This signs you out on ${others === 1 ? '1 other device' : `${others} other devices`}. This device stays signed in.`}
        confirmLabel="Sign out others"
        cancelLabel="Cancel"
        destructive
        busy={endOthers.isPending}
        onConfirm={() => endOthers.mutate()}
        onCancel={() => setConfirmAll(false)}
      />
    </SettingsSection>
  );
}
