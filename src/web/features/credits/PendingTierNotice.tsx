import { useState } from 'react';
import { Decimal } from 'decimal.js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatDate } from '#shared/domain/formats.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { creditsLabel, formatCredit, membershipLabel } from '../../lib/format.ts';
import { useToast } from '../../lib/toast.ts';
import { announceCreditChange, useChangeCredits, type EnterpriseDetail } from './api.ts';

/**
 * Staff: a tier change that waits for the renewal, said plainly, with "Grant the difference now" when
 * the coming tier grants more: an ordinary grant with a reason (POST /api/enterprises/{id}/credits),
 * for customers who should not wait for the renewal to get the bigger allowance.
 */
export function PendingTierNotice({ enterprise }: { enterprise: EnterpriseDetail }) {
  const pending = enterprise.pending;
  const [open, setOpen] = useState(false);
  if (!pending) return null;
  const difference = new Decimal(pending.allowance).minus(enterprise.allowance);
  return (
    <>
      <Alert
        severity="info"
        data-testid="pending-tier"
        sx={{ mb: 2 }}
        action={
          difference.gt(0) ? (
            <Button color="inherit" size="small" onClick={() => setOpen(true)}>
              Grant the difference now
            </Button>
          ) : undefined
        }
      >
        {membershipLabel(pending.tier)} ({creditsLabel(pending.allowance)} a month) starts at the next
        renewal, {formatDate(pending.from)}. Until then: {membershipLabel(enterprise.membership)},{' '}
        {creditsLabel(enterprise.allowance)} a month.
      </Alert>
      {open && (
        <GrantDifferenceDialog
          enterprise={enterprise}
          amount={difference.toFixed(2)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function GrantDifferenceDialog({
  enterprise,
  amount: proposed,
  onClose,
}: {
  enterprise: EnterpriseDetail;
  amount: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const mutation = useChangeCredits(enterprise.id);
  const pending = enterprise.pending!;
  const [amount, setAmount] = useState(formatCredit(proposed));
  const [reason, setReason] = useState(
    `${membershipLabel(pending.tier)} from now: the difference until the renewal of ${formatDate(pending.from)}`,
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="grant-difference-title" fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate(
            { direction: 'grant', amount: amount.trim(), reason },
            {
              onSuccess: (answer) => {
                announceCreditChange(toast, answer, `Granted ${creditsLabel(amount.trim())}`);
                onClose();
              },
            },
          );
        }}
      >
        <DialogTitle id="grant-difference-title">Grant the difference now</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {membershipLabel(pending.tier)} grants {creditsLabel(pending.allowance)} a month,{' '}
            {membershipLabel(enterprise.membership)} {creditsLabel(enterprise.allowance)}. The tier still
            changes at the renewal; this grant goes in the ledger with its reason.
          </DialogContentText>
          <TextField
            label="Credits"
            size="small"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Reason"
            size="small"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
          {mutation.isError && (
            <Alert severity="error">{errorMessage(mutation.error, 'The credit could not be granted.')}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={mutation.isPending || !amount.trim() || !reason.trim()}
          >
            Grant {creditsLabel(amount.trim() || '0')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
