import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAP_INVALID, CAP_PATTERN } from '#shared/domain/spending.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { useSpending, useSpendingActions } from './spending-api.ts';
import { creditsLabel } from '#shared/domain/formats.ts';

/**
 * A person's monthly credit cap on the Team page (issue 26): the cap, this month's spend (UTC) and
 * what is left; an owner (or staff) sets or clears it. Owners are never capped.
 */
export function SpendingCapField({
  enterpriseId,
  person,
}: {
  enterpriseId: number;
  person: { id: number; firstName: string; lastName: string; role: 'owner' | 'member' };
}) {
  const spending = useSpending(enterpriseId);
  const actions = useSpendingActions(enterpriseId);
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const row = spending.data?.people.find((p) => p.userId === person.id);
  if (!row) return null;
  const name = `${person.firstName} ${person.lastName}`.trim();
  const invalid = value.trim() !== '' && !CAP_PATTERN.test(value.trim());

  const save = async (monthlyCap: string | null) => {
    try {
      await actions.setCap.mutateAsync({ userId: person.id, monthlyCap });
      toast.success(
        monthlyCap === null
          ? `${name} has no monthly cap.`
          : `${name}'s monthly cap is ${creditsLabel(monthlyCap)}.`,
      );
      setEditing(false);
    } catch (err) {
      toast.error(errorMessage(err, 'The cap could not be saved.'));
    }
  };

  return (
    <Box
      data-testid={`cap-${person.id}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mt: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {row.isOwner || person.role === 'owner'
          ? `Monthly cap: none (owners are never capped) · ${creditsLabel(row.spentThisMonth)} spent this month`
          : row.monthlyCap === null
            ? `Monthly cap: none · ${creditsLabel(row.spentThisMonth)} spent this month`
            : `Monthly cap: ${creditsLabel(row.monthlyCap)} · ${creditsLabel(row.spentThisMonth)} spent · ${creditsLabel(row.remaining ?? 0)} left`}
      </Typography>
      {!row.isOwner && person.role !== 'owner' && (
        <Button
          size="small"
          sx={{ minWidth: 0, px: 0.5, py: 0 }}
          onClick={() => {
            setValue(row.monthlyCap ?? '');
            setEditing(true);
          }}
          aria-label={`Set the monthly cap of ${name}`}
        >
          {row.monthlyCap === null ? 'Set cap' : 'Change cap'}
        </Button>
      )}
      <Dialog open={editing} onClose={() => setEditing(false)} fullWidth maxWidth="xs">
        <DialogTitle>Monthly cap of {name}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label="Monthly cap (credits)"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={invalid}
            helperText={
              invalid
                ? CAP_INVALID
                : 'Per calendar month (UTC). A submission over it is refused. Empty: no cap.'
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
          {row.monthlyCap !== null && (
            <Button color="error" onClick={() => void save(null)} disabled={actions.setCap.isPending}>
              Remove cap
            </Button>
          )}
          <Button
            variant="contained"
            disabled={invalid || actions.setCap.isPending}
            onClick={() => void save(value.trim() === '' ? null : value.trim())}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
