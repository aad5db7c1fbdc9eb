import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ReassignDialog } from '../../components/ReassignDialog.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { userName } from '../../lib/people.ts';
import { useToast } from '../../lib/toast.ts';
import {
  useOpenAssignments,
  useStaffActions,
  useStaffList,
  type StaffAccount,
  type StaffAssignment,
} from './api.ts';
import { formatDateTime } from '#shared/domain/formats.ts';

const named = (p: StaffAccount) => userName({ ...p, username: '' });
const lastActive = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');
const assignmentsLabel = (n: number) => `${n} open ${n === 1 ? 'assignment' : 'assignments'}`;

/**
 * The Staff page (issue 26): the provider's staff accounts with two-factor, state, open assignments
 * and last activity; a colleague's account is deactivated (their sessions end, sign-in is refused)
 * and reactivated here, and the open assignments of a deactivated account handed to another active
 * one in one step. The server refuses oneself and the last active staff account.
 */
export function StaffView({ currentUserId }: { currentUserId: number }) {
  const list = useStaffList();
  if (list.isPending) return <Skeleton variant="rounded" height={240} />;
  if (list.isError) {
    return (
      <Alert severity="error">{errorMessage(list.error, 'The staff accounts could not be loaded.')}</Alert>
    );
  }
  return <StaffLoaded staff={list.data.staff} currentUserId={currentUserId} />;
}

type Handover = { person: StaffAccount; requests?: StaffAssignment[] };

function StaffLoaded({ staff, currentUserId }: { staff: StaffAccount[]; currentUserId: number }) {
  const toast = useToast();
  const actions = useStaffActions();
  const [deactivating, setDeactivating] = useState<StaffAccount | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  const active = staff.filter((s) => !s.deactivatedAt);

  const deactivate = async () => {
    const person = deactivating;
    if (!person) return;
    try {
      const result = await actions.deactivate.mutateAsync(person.id);
      toast.success(`${named(person)} was deactivated and signed out everywhere.`);
      if (result.openAssignments.length) setHandover({ person, requests: result.openAssignments });
    } catch (err) {
      toast.error(errorMessage(err, 'The account could not be deactivated.'));
    } finally {
      setDeactivating(null);
    }
  };

  const reactivate = async (person: StaffAccount) => {
    try {
      await actions.reactivate.mutateAsync(person.id);
      toast.success(`${named(person)} can sign in again.`);
    } catch (err) {
      toast.error(errorMessage(err, 'The account could not be reactivated.'));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {staff.length} staff {staff.length === 1 ? 'account' : 'accounts'}, {active.length} active
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Staff accounts">
        {staff.map((p) => {
          const me = p.id === currentUserId;
          return (
            <Card
              component="li"
              key={p.id}
              data-testid={`staff-account-${p.id}`}
              aria-label={named(p)}
              sx={{ p: { xs: 1.5, sm: 2 }, ...(p.deactivatedAt ? { bgcolor: 'action.hover' } : {}) }}
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  // A fixed actions column, so the chips line up whether a row has one button, two or none.
                  gridTemplateColumns: { xs: '1fr', md: 'minmax(0,1fr) minmax(0,1.5fr) 200px' },
                  alignItems: 'center',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 650 }}>
                    {named(p)}
                    {me && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (you)
                      </Typography>
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {p.email}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    Last active {lastActive(p.lastActiveAt)}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
                  {p.deactivatedAt ? (
                    <Chip
                      size="small"
                      color="warning"
                      label={`Deactivated ${formatDateTime(p.deactivatedAt)}`}
                      data-testid="staff-state"
                    />
                  ) : (
                    <Chip
                      size="small"
                      color="success"
                      variant="outlined"
                      label="Active"
                      data-testid="staff-state"
                    />
                  )}
                  <Chip size="small" variant="outlined" label={`Two-factor ${p.twoFactor ? 'on' : 'off'}`} />
                  <Chip size="small" variant="outlined" label={assignmentsLabel(p.openAssignments)} />
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    gap: 1,
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    justifyContent: { md: 'flex-end' },
                  }}
                >
                  {p.deactivatedAt && p.openAssignments > 0 && (
                    <Button size="small" variant="outlined" onClick={() => setHandover({ person: p })}>
                      Reassign
                    </Button>
                  )}
                  {p.deactivatedAt ? (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={actions.reactivate.isPending}
                      onClick={() => void reactivate(p)}
                    >
                      Reactivate
                    </Button>
                  ) : (
                    !me && (
                      <Button
                        size="small"
                        color="error"
                        variant="outlined"
                        onClick={() => setDeactivating(p)}
                      >
                        Deactivate
                      </Button>
                    )
                  )}
                </Box>
              </Box>
            </Card>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate this staff account?"
        message={
          deactivating
            ? `${named(deactivating)} is signed out everywhere at once and cannot sign in until a colleague reactivates the account. The invitations they sent are revoked, and stay revoked if the account is reactivated. Their open assignments are listed next, to hand to someone else.`
            : ''
        }
        confirmLabel="Deactivate"
        cancelLabel="Cancel"
        destructive
        busy={actions.deactivate.isPending}
        onConfirm={() => void deactivate()}
        onCancel={() => setDeactivating(null)}
      />
      {handover && (
        <StaffReassignDialog
          handover={handover}
          candidates={active.filter((s) => s.id !== handover.person.id)}
          onClose={() => setHandover(null)}
        />
      )}
    </Stack>
  );
}

function StaffReassignDialog({
  handover,
  candidates,
  onClose,
}: {
  handover: Handover;
  candidates: StaffAccount[];
  onClose: () => void;
}) {
  const actions = useStaffActions();
  const fetched = useOpenAssignments(handover.requests ? null : handover.person.id);
  return (
    <ReassignDialog
      title="Reassign their open requests"
      intro={`${named(handover.person)} is assigned to these open requests:`}
      requests={handover.requests ?? (fetched.isLoading ? null : (fetched.data ?? []))}
      candidates={candidates.map((p) => ({ id: p.id, label: named(p) }))}
      pickLabel="Hand them to"
      noCandidates="No other active staff account."
      reassign={(toUserId, requestIds) =>
        actions.reassign.mutateAsync({ fromUserId: handover.person.id, toUserId, requestIds })
      }
      pending={actions.reassign.isPending}
      onClose={onClose}
      listTestId="staff-open-assignments"
    />
  );
}
