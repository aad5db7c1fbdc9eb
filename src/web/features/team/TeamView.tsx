import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ReassignDialog } from '../../components/ReassignDialog.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { userName } from '../../lib/people.ts';
import { useSession } from '../../lib/session/AuthProvider.tsx';
import { useToast } from '../../lib/toast.ts';
import { signupRequestPath } from '../../paths.ts';
import {
  usePendingReassignments,
  useTeam,
  useTeamActions,
  type PendingReassignment,
  type SoleAssignment,
  type Team,
  type TeamPerson,
  type TeamRole,
} from './api.ts';
import { formatDateTime } from '#shared/domain/formats.ts';
import { InvitationsSection } from './InvitationsSection.tsx';
import { ApprovalControls } from './ApprovalControls.tsx';
import { SpendingCapField } from './SpendingCapField.tsx';
import { removalQuestion } from './removal.ts';

const lastActive = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

const named = (p: Pick<TeamPerson, 'firstName' | 'lastName' | 'email'>) => userName({ ...p, username: '' });

/** Whose requests the reassign dialog offers: a person (who may have left) and those requests. */
type LeftOver = { person: { id: number; name: string }; requests: SoleAssignment[] };

/**
 * The Team of an enterprise (issue 26): every person with their companies, role, two-factor and last
 * activity; an owner (or staff) changes a role, adds a person to a company or takes them out of one,
 * and removes a person, then gives the requests they were the only assignee of to someone else.
 */
export function TeamView({ enterpriseId }: { enterpriseId: number }) {
  const team = useTeam(enterpriseId);
  if (team.isPending) return <Skeleton variant="rounded" height={240} />;
  if (team.isError) {
    return <Alert severity="error">{errorMessage(team.error, 'The team could not be loaded.')}</Alert>;
  }
  return <TeamLoaded team={team.data} />;
}

function TeamLoaded({ team }: { team: Team }) {
  const toast = useToast();
  const me = useSession().user.id;
  const actions = useTeamActions(team.enterprise.id);
  const [removing, setRemoving] = useState<TeamPerson | null>(null);
  const question = (p: TeamPerson) => removalQuestion({ id: p.id, name: named(p) }, team.enterprise.name, me);
  const [leftOver, setLeftOver] = useState<LeftOver | null>(null);
  const companyName = (id: number) => team.companies.find((c) => c.id === id)?.name ?? `Company ${id}`;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err, 'That did not work. Try again.'));
    }
  };

  const remove = async () => {
    const person = removing;
    if (!person) return;
    try {
      const result = await actions.removePerson.mutateAsync({ userId: person.id });
      toast.success(question(person).done);
      // Someone who left can no longer reassign anything here: the other owners do.
      if (result.soleAssignments.length && person.id !== me) {
        setLeftOver({ person: { id: person.id, name: named(person) }, requests: result.soleAssignments });
      }
    } catch (err) {
      toast.error(errorMessage(err, 'The person could not be removed.'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    // The people first (what the page is for, and on a phone's first screen); then what an owner acts
    // on: approvals waiting, invitations, the link.
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {team.people.length} {team.people.length === 1 ? 'person' : 'people'} in {team.companies.length}{' '}
        {team.companies.length === 1 ? 'company' : 'companies'}
      </Typography>
      <PendingReassignmentsNotice enterpriseId={team.enterprise.id} onReassign={setLeftOver} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Team">
        {team.people.map((p) => {
          const others = team.companies.filter((c) => !p.companyIds.includes(c.id));
          // The server refuses to leave an enterprise without an owner: said here, not after a dialog.
          const soleOwner = p.role === 'owner' && team.people.filter((x) => x.role === 'owner').length === 1;
          return (
            <Card
              component="li"
              key={p.id}
              data-testid={`team-person-${p.id}`}
              aria-label={named(p)}
              sx={{ p: { xs: 1.5, sm: 2 } }}
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,2fr) minmax(0,2fr) auto' },
                  alignItems: 'center',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{named(p)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {p.email}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    Two-factor {p.twoFactor ? 'on' : 'off'} · Last active {lastActive(p.lastActiveAt)}
                  </Typography>
                  <SpendingCapField enterpriseId={team.enterprise.id} person={p} />
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
                  {p.companyIds.map((id) => (
                    <Chip
                      key={id}
                      size="small"
                      label={companyName(id)}
                      {...(p.companyIds.length > 1
                        ? {
                            onDelete: () =>
                              run(
                                () => actions.removeFromCompany.mutateAsync({ userId: p.id, companyId: id }),
                                `${named(p)} was taken out of ${companyName(id)}.`,
                              ),
                          }
                        : {})}
                    />
                  ))}
                  {others.length > 0 && (
                    <TextField
                      select
                      size="small"
                      label="Add to company"
                      value=""
                      sx={{ minWidth: 184 }}
                      onChange={(e) => {
                        const companyId = Number(e.target.value);
                        void run(
                          () => actions.addToCompany.mutateAsync({ userId: p.id, companyId }),
                          `${named(p)} was added to ${companyName(companyId)}.`,
                        );
                      }}
                    >
                      {others.map((c) => (
                        <MenuItem key={c.id} value={c.id}>
                          {c.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    select
                    size="small"
                    label="Role"
                    value={p.role}
                    disabled={soleOwner}
                    sx={{ minWidth: 120 }}
                    slotProps={{ htmlInput: { 'data-testid': `role-${p.id}` } }}
                    onChange={(e) => {
                      const role = e.target.value as TeamRole;
                      void run(
                        () => actions.changeRole.mutateAsync({ userId: p.id, role }),
                        `${named(p)} is now ${role === 'owner' ? 'an owner' : 'a member'}.`,
                      );
                    }}
                  >
                    <MenuItem value="owner">Owner</MenuItem>
                    <MenuItem value="member">Member</MenuItem>
                  </TextField>
                  <Button
                    color="error"
                    variant="outlined"
                    size="small"
                    disabled={soleOwner}
                    onClick={() => setRemoving(p)}
                  >
                    {p.id === me ? 'Leave' : 'Remove'}
                  </Button>
                  {soleOwner && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ flexBasis: '100%' }}
                    >
                      The only owner: make someone else an owner first.
                    </Typography>
                  )}
                </Box>
              </Box>
            </Card>
          );
        })}
      </Stack>
      <ApprovalControls enterpriseId={team.enterprise.id} />
      <InvitationsSection team={team} />
      <InviteLink team={team} />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? question(removing).title : ''}
        message={removing ? question(removing).message : ''}
        confirmLabel={removing ? question(removing).confirmLabel : 'Remove'}
        cancelLabel="Cancel"
        destructive
        busy={actions.removePerson.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
      {leftOver && <TeamReassignDialog team={team} leftOver={leftOver} onClose={() => setLeftOver(null)} />}
    </Stack>
  );
}

function InviteLink({ team }: { team: Team }) {
  const toast = useToast();
  const link = `${window.location.origin}${signupRequestPath(team.enterprise.id, team.inviteToken)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Invitation link copied.');
    } catch {
      toast.error('The link could not be copied: select it and copy it yourself.');
    }
  };
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2">
        Invite a colleague
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Share this link: your colleague chooses a company and asks to join; an owner approves.
      </Typography>
      <Box
        component="code"
        data-testid="team-invite-link"
        sx={{ display: 'block', overflowWrap: 'anywhere', fontSize: '0.8125rem', mb: 1 }}
      >
        {link}
      </Box>
      <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
        Copy link
      </Button>
    </Card>
  );
}

/**
 * "N requests of people who left still need a new assignee": read from the server, so a reassignment
 * put off with Later (or a reload) is offered again; each person's Reassign opens the dialog.
 */
function PendingReassignmentsNotice({
  enterpriseId,
  onReassign,
}: {
  enterpriseId: number;
  onReassign: (leftOver: LeftOver) => void;
}) {
  const pending = usePendingReassignments(enterpriseId);
  const list: PendingReassignment[] = pending.data ?? [];
  if (!list.length) return null;
  // A request all of whose assignees left is under each of them: counted once.
  const total = new Set(list.flatMap((p) => p.requests.map((r) => r.id))).size;
  return (
    <Alert
      severity="warning"
      data-testid="team-pending-reassignments"
      sx={{ '& .MuiAlert-message': { width: 1 } }}
    >
      <Typography sx={{ fontWeight: 650 }}>
        {total} {total === 1 ? 'request' : 'requests'} of people who left still{' '}
        {total === 1 ? 'needs' : 'need'} a new assignee
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {list.map((p) => {
          const name = named(p.person);
          const n = p.requests.length;
          return (
            <Box
              component="li"
              key={p.person.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {name}: {n} open {n === 1 ? 'request' : 'requests'}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                aria-label={`Reassign the requests of ${name}`}
                onClick={() => onReassign({ person: { id: p.person.id, name }, requests: p.requests })}
              >
                Reassign
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Alert>
  );
}

function TeamReassignDialog({
  team,
  leftOver,
  onClose,
}: {
  team: Team;
  leftOver: LeftOver;
  onClose: () => void;
}) {
  const actions = useTeamActions(team.enterprise.id);
  const requests = leftOver.requests;
  const companyIds = new Set(requests.map((r) => r.companyId));
  // Only someone in every company of these requests can be their assignee.
  const candidates = team.people.filter(
    (p) => p.id !== leftOver.person.id && [...companyIds].every((id) => p.companyIds.includes(id)),
  );
  return (
    <ReassignDialog
      title="Reassign their requests"
      intro={`${leftOver.person.name} was the only assignee of these open requests:`}
      requests={requests.map((r) => ({
        id: r.id,
        title: r.awaitingApproval ? `${r.title} (awaiting your approval)` : r.title,
      }))}
      candidates={candidates.map((p) => ({ id: p.id, label: named(p) }))}
      pickLabel="New assignee"
      noCandidates="Nobody else is in all of their companies."
      reassign={(toUserId, requestIds) =>
        actions.reassign.mutateAsync({ fromUserId: leftOver.person.id, toUserId, requestIds })
      }
      pending={actions.reassign.isPending}
      onClose={onClose}
      listTestId="team-reassign-list"
    />
  );
}
