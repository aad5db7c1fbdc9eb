import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import { formatDateTime } from '#shared/domain/formats.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import type { Team } from './api.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { useInvitationActions, useInvitations, type Invitation } from './invitations-api.ts';

/**
 * The Team page's invitations by e-mail (issue 26): the "Invite by e-mail" button and the pending
 * invitations — address, role, companies, who invited, when sent, when the link expires (or that it
 * has) — each with Resend (a new link, 7 days) and Revoke.
 */
export function InvitationsSection({ team }: { team: Team }) {
  const toast = useToast();
  const list = useInvitations(team.enterprise.id);
  const actions = useInvitationActions(team.enterprise.id);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const companyName = (id: number) => team.companies.find((c) => c.id === id)?.name ?? `Company ${id}`;

  const resend = async (inv: Invitation) => {
    try {
      await actions.resend.mutateAsync(inv.id);
      toast.success(`A new link was sent to ${inv.email}.`);
    } catch (err) {
      toast.error(errorMessage(err, 'The invitation could not be sent again.'));
    }
  };
  const revoke = async () => {
    const inv = revoking;
    if (!inv) return;
    try {
      await actions.revoke.mutateAsync(inv.id);
      toast.success(`The invitation to ${inv.email} was revoked.`);
    } catch (err) {
      toast.error(errorMessage(err, 'The invitation could not be revoked.'));
    } finally {
      setRevoking(null);
    }
  };

  const invitations = list.data?.invitations ?? [];
  return (
    <Card component="section" aria-labelledby="invitations-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" id="invitations-title">
            Invitations by e-mail
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Each address gets a link for 7 days that signs them up straight into the chosen companies.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<MailOutline />} onClick={() => setInviting(true)}>
          Invite by e-mail
        </Button>
      </Box>
      {list.isPending && <Skeleton variant="rounded" height={56} />}
      {list.isError && (
        <Alert severity="error">{errorMessage(list.error, 'The invitations could not be loaded.')}</Alert>
      )}
      {list.isSuccess && invitations.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No pending invitations.
        </Typography>
      )}
      {invitations.length > 0 && (
        <Stack
          component="ul"
          aria-label="Pending invitations"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {invitations.map((inv) => (
            <Box
              component="li"
              key={inv.id}
              aria-label={inv.email}
              data-testid={`invitation-${inv.id}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0,3fr) minmax(0,2fr) auto' },
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: { xs: 1.25, sm: 1.5 },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{inv.email}</Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {inv.invitedBy ? `Invited by ${inv.invitedBy.name} · ` : ''}Sent{' '}
                  {formatDateTime(inv.sentAt)}
                </Typography>
                <Typography
                  variant="caption"
                  component="p"
                  color={inv.state === 'expired' ? 'error' : 'text.secondary'}
                >
                  {inv.state === 'expired'
                    ? `Expired ${formatDateTime(inv.expiresAt)}`
                    : `Expires ${formatDateTime(inv.expiresAt)}`}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
                <Chip
                  size="small"
                  color={inv.role === 'owner' ? 'primary' : 'default'}
                  label={inv.role === 'owner' ? 'Owner' : 'Member'}
                />
                {inv.state === 'expired' && (
                  <Chip size="small" color="error" variant="outlined" label="Expired" />
                )}
                {inv.companyIds.map((id) => (
                  <Chip key={id} size="small" variant="outlined" label={companyName(id)} />
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`Resend the invitation to ${inv.email}`}
                  disabled={actions.resend.isPending}
                  onClick={() => void resend(inv)}
                >
                  Resend
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  aria-label={`Revoke the invitation to ${inv.email}`}
                  onClick={() => setRevoking(inv)}
                >
                  Revoke
                </Button>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      <InviteDialog team={team} open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke the invitation?"
        message={revoking ? `The link sent to ${revoking.email} stops working at once.` : ''}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        destructive
        busy={actions.revoke.isPending}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
