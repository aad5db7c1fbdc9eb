import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatDate } from '#shared/domain/formats.ts';
import { MEMBERSHIP_TIERS, creditAllowance } from '#shared/domain/membership.ts';
import { tierChangeTiming } from '#shared/domain/tier-change.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { creditsLabel, membershipLabel, pendingTierLabel } from '../../lib/format.ts';
import { useToast } from '../../lib/toast.ts';
import { useUpdateMembership, type EnterpriseDetail } from './api.ts';

/** The credits a refused save asks staff to confirm (409, `membershipChangeGrants`), if it did. */
function grantToConfirm(error: unknown): string | null {
  const value =
    error instanceof ApiError && error.status === 409 ? error.details?.['confirmGrant'] : undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * Staff: the tier and payment date of an enterprise. The tier shown is the one chosen — the pending
 * one while a change waits for the renewal — and the form says before and after saving when a
 * paid-to-paid change starts (the next renewal, docs/credits.md). A change that grants more than a
 * start's one allowance is refused until confirmed: the server's words, and a button that confirms
 * exactly the credits they name.
 */
export function MembershipForm({ enterprise }: { enterprise: EnterpriseDetail }) {
  const toast = useToast();
  const mutation = useUpdateMembership(enterprise.id);
  const chosen = enterprise.pending?.tier ?? enterprise.membership;
  const [tier, setTier] = useState(chosen);
  const [paymentAt, setPaymentAt] = useState(enterprise.paymentAt ?? '');
  useEffect(() => {
    setTier(chosen);
    setPaymentAt(enterprise.paymentAt ?? '');
  }, [chosen, enterprise.paymentAt]);
  const changed = tier !== chosen || paymentAt !== (enterprise.paymentAt ?? '');
  const waits = tierChangeTiming(enterprise.membership, tier) === 'next-renewal';
  // The grant asked for stays on screen while its confirmation is being saved (the error it came
  // from is cleared as the save starts, and its button, which has the focus, must not vanish then).
  const [asked, setAsked] = useState<{ credits: string; message: string } | null>(null);
  const confirmGrant = grantToConfirm(mutation.error);
  useEffect(() => {
    if (confirmGrant) {
      setAsked({
        credits: confirmGrant,
        message: errorMessage(mutation.error, 'The membership could not be saved.'),
      });
    }
  }, [confirmGrant, mutation.error]);
  const shown =
    asked ??
    (confirmGrant
      ? { credits: confirmGrant, message: errorMessage(mutation.error, 'The membership could not be saved.') }
      : null);
  // Saved after a confirmation, the focus goes back to the form's first field, not to the page.
  const tierField = useRef<HTMLInputElement | null>(null);
  const save = (confirmed?: string) => {
    const data: { membership?: string; paymentAt?: string | null; confirmGrant?: string } = {};
    if (tier !== chosen) data.membership = tier;
    if (paymentAt !== (enterprise.paymentAt ?? '')) data.paymentAt = paymentAt || null;
    if (confirmed) data.confirmGrant = confirmed;
    mutation.mutate(data, {
      onSuccess: (saved) => {
        toast.success(
          saved.pending
            ? `${pendingTierLabel(saved.pending)} (the next renewal); ${membershipLabel(saved.membership)} until then`
            : 'Membership saved',
        );
        if (asked) {
          setAsked(null);
          tierField.current?.focus();
        }
      },
      onError: (error) => {
        if (!grantToConfirm(error)) setAsked(null);
      },
    });
  };
  return (
    <Box
      component="form"
      aria-label="Membership"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        fullWidth
        select
        size="small"
        label="Tier"
        inputRef={tierField}
        value={tier}
        onChange={(e) => {
          setTier(e.target.value);
          mutation.reset();
          setAsked(null);
        }}
        helperText={
          waits && enterprise.nextRenewal
            ? `From the next renewal, ${formatDate(enterprise.nextRenewal)}`
            : 'Paid to paid: from the next renewal; otherwise at once'
        }
      >
        {MEMBERSHIP_TIERS.map((t) => (
          <MenuItem key={t} value={t}>
            {membershipLabel(t)} · {creditsLabel(creditAllowance(t))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        size="small"
        type="date"
        label="Payment date"
        value={paymentAt}
        onChange={(e) => {
          setPaymentAt(e.target.value);
          mutation.reset();
          setAsked(null);
        }}
        helperText="Start of the current period; renews monthly on this day"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={!changed || mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Save membership'}
      </Button>
      {shown ? (
        // The button under the words, not beside them: at phone width a side action is a narrow column.
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {shown.message}
          <Box sx={{ mt: 1 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              aria-disabled={mutation.isPending}
              onClick={() => {
                if (!mutation.isPending) save(shown.credits);
              }}
            >
              {mutation.isPending ? 'Granting…' : `Grant ${creditsLabel(shown.credits)} and save`}
            </Button>
          </Box>
        </Alert>
      ) : (
        mutation.isError && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {errorMessage(mutation.error, 'The membership could not be saved.')}
          </Alert>
        )
      )}
    </Box>
  );
}
