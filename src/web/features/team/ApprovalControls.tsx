import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REASON_REQUIRED } from '#shared/domain/approvals.ts';
import { formatDateTime } from '#shared/domain/formats.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { creditsLabel } from '../../lib/format.ts';
import { requestHref } from '../../lib/requests/list-url.ts';
import { userName } from '../../lib/people.ts';
import { useSession } from '../../lib/session/index.ts';
import { useToast } from '../../lib/toast.ts';
import {
  usePendingApprovals,
  useSpending,
  useSpendingActions,
  type PendingApproval,
} from './spending-api.ts';

/**
 * The Team page's approval controls (issue 26): the switch that makes members' submissions wait for
 * an owner's approval, and (for owners) the submissions waiting, with Approve and Decline.
 */
export function ApprovalControls({ enterpriseId }: { enterpriseId: number }) {
  const session = useSession();
  const isStaff = session.user.isStaff;
  return (
    <Stack spacing={2}>
      <ApprovalSwitch enterpriseId={enterpriseId} />
      {!isStaff && <ApprovalsList enterpriseId={enterpriseId} />}
    </Stack>
  );
}

function ApprovalSwitch({ enterpriseId }: { enterpriseId: number }) {
  const spending = useSpending(enterpriseId);
  const actions = useSpendingActions(enterpriseId);
  const toast = useToast();
  // The switch shows the value asked for while it is being saved.
  const [asked, setAsked] = useState<boolean | null>(null);
  if (!spending.data) return null;
  const on = asked ?? spending.data.requireApproval;
  const change = async (value: boolean) => {
    setAsked(value);
    try {
      await actions.setRequireApproval.mutateAsync(value);
      toast.success(
        value
          ? "Members' submissions now wait for an owner's approval."
          : "Members' submissions no longer wait for approval.",
      );
    } catch (err) {
      toast.error(errorMessage(err, 'The setting could not be saved.'));
    } finally {
      setAsked(null);
    }
  };
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        Spending controls
      </Typography>
      <FormControlLabel
        sx={{ ml: -0.75 }}
        control={
          <Switch
            checked={on}
            disabled={actions.setRequireApproval.isPending}
            onChange={(e) => void change(e.target.checked)}
          />
        }
        label="Require owner approval of members' submissions"
      />
      <Typography variant="body2" color="text.secondary">
        When on, a member's submission stays a draft marked “Awaiting approval” and spends nothing until an
        owner approves it. Monthly caps are set per person below (calendar month, UTC).
      </Typography>
    </Card>
  );
}

function ApprovalsList({ enterpriseId }: { enterpriseId: number }) {
  const pending = usePendingApprovals(enterpriseId, true);
  const actions = useSpendingActions(enterpriseId);
  const toast = useToast();
  const [declining, setDeclining] = useState<PendingApproval | null>(null);
  const [reason, setReason] = useState('');
  if (pending.isError) {
    return (
      <Alert severity="error">{errorMessage(pending.error, 'The approvals could not be loaded.')}</Alert>
    );
  }
  const rows = pending.data?.data ?? [];
  if (!pending.data) return null;

  const approve = async (p: PendingApproval) => {
    try {
      await actions.approve.mutateAsync({ requestId: p.requestId, requestedAt: p.requestedAt });
      toast.success(`Approved: “${p.title}” is submitted.`);
    } catch (err) {
      toast.error(errorMessage(err, 'The submission could not be approved.'));
    }
  };
  const decline = async () => {
    if (!declining) return;
    if (!reason.trim()) {
      toast.error(REASON_REQUIRED);
      return;
    }
    try {
      await actions.decline.mutateAsync({
        requestId: declining.requestId,
        reason,
        requestedAt: declining.requestedAt,
      });
      toast.success(`Declined: “${declining.title}” is back with its creator.`);
      setDeclining(null);
      setReason('');
    } catch (err) {
      toast.error(errorMessage(err, 'The submission could not be declined.'));
    }
  };
  const busy = actions.approve.isPending || actions.decline.isPending;

  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label="Approvals">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Approvals ({rows.length})
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No submission is waiting for approval.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((p) => (
            <Box
              component="li"
              key={p.requestId}
              data-testid={`approval-${p.requestId}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0,1fr) auto' },
                alignItems: 'center',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={requestHref('requests', p.requestId, 'draft')}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {p.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {userName(p.requestedBy)} · {p.company.name} · {creditsLabel(p.price)} ·{' '}
                  {formatDateTime(p.requestedAt)}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={busy}
                  onClick={() => void approve(p)}
                  aria-label={`Approve ${p.title}`}
                >
                  Approve
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  size="small"
                  disabled={busy}
                  onClick={() => {
                    setReason('');
                    setDeclining(p);
                  }}
                  aria-label={`Decline ${p.title}`}
                >
                  Decline
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <Dialog open={declining !== null} onClose={() => setDeclining(null)} fullWidth maxWidth="xs">
        <DialogTitle>Decline “{declining?.title}”?</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText="Required. The member sees it with their draft."
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeclining(null)}>Cancel</Button>
          <Button color="error" disabled={busy} onClick={() => void decline()}>
            Decline
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
