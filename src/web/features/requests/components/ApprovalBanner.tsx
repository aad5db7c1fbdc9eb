import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { AWAITING_APPROVAL, REASON_REQUIRED } from '#shared/domain/approvals.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-client.ts';
import { requestKeys } from '../../../lib/requests/queries.ts';
import { useToast } from '../../../lib/toast.ts';
import type { ServiceRequestDto } from '../api.ts';

type Decision = { requestId: number; state: string; status: string };

/**
 * A request's approval in the drawer (issue 26): "Awaiting approval" with Approve / Decline for an
 * owner of its enterprise and Withdraw for its creator; "Declined" with the owner's reason while the
 * draft is back with its creator. The server decides who may (the buttons only follow it).
 */
export function ApprovalBanner({
  request,
  viewerId,
  isOwner,
}: {
  request: ServiceRequestDto;
  viewerId: number;
  isOwner: boolean;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const approval = request.approval;
  if (!approval || request.status !== 'DRAFT') return null;
  const mine = request.createdBy.id === viewerId;

  const decide = async (what: 'approve' | 'decline' | 'withdraw', done: string) => {
    setBusy(true);
    try {
      await api.post<Decision>(
        `/api/approvals/${request.id}/${what}`,
        // The submission this page shows: one sent again since is refused, not decided unseen.
        what === 'decline'
          ? { reason, requestedAt: approval.requestedAt }
          : what === 'approve'
            ? { requestedAt: approval.requestedAt }
            : undefined,
      );
      toast.success(done);
      setDeclining(false);
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['approvals'] });
      await queryClient.invalidateQueries({ queryKey: ['spending'] });
      if (what === 'approve') await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (err) {
      toast.error(errorMessage(err, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (approval.state === 'declined') {
    if (!mine) return null;
    return (
      <Alert severity="error" sx={{ mb: 2 }} data-testid="approval-declined">
        <AlertTitle>Declined by an owner</AlertTitle>
        {approval.reason} — edit it and submit it again for a new approval.
      </Alert>
    );
  }
  if (approval.state !== 'pending') return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      data-testid="approval-banner"
    >
      <AlertTitle>{AWAITING_APPROVAL}</AlertTitle>
      {mine
        ? 'An owner of the enterprise must approve this submission before any credit is spent. Editing it withdraws it until you submit it again.'
        : 'A member submitted this request. Approving submits it and spends its credits; declining returns it to them as a draft.'}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        {!mine && isOwner && (
          <>
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              onClick={() => void decide('approve', 'Approved: the request is submitted.')}
            >
              Approve
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={busy}
              onClick={() => setDeclining(true)}
            >
              Decline
            </Button>
          </>
        )}
        {mine && (
          <Button
            variant="outlined"
            size="small"
            color="inherit"
            disabled={busy}
            onClick={() => void decide('withdraw', 'Withdrawn: it is an ordinary draft again.')}
          >
            Withdraw
          </Button>
        )}
      </Stack>
      <Dialog open={declining} onClose={() => setDeclining(false)} fullWidth maxWidth="xs">
        <DialogTitle>Decline this submission?</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText="The member sees it with their draft."
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeclining(false)}>Cancel</Button>
          <Button
            color="error"
            disabled={busy}
            onClick={() => {
              if (!reason.trim()) toast.error(REASON_REQUIRED);
              else void decide('decline', 'Declined: it is back with its creator.');
            }}
          >
            Decline
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
