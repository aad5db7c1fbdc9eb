import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../lib/api-client.ts';
import { useToast } from '../lib/toast.ts';
import { reassignInBatches, type ReassignOutcome } from '../lib/reassign-in-batches.ts';

type Outcome = ReassignOutcome<unknown>;

/** Titles listed in the dialog; past them, "and N more" (hundreds of items help nobody choose). */
const LISTED = 50;

/**
 * Handing someone's open requests to someone else, in one step: after a person leaves a team (Team)
 * or a staff account is deactivated (Staff). The caller says who may take them and how to reassign;
 * the server decides request by request (a refusal is reported with its reason, the rest go through).
 */
export function ReassignDialog({
  title,
  intro,
  requests,
  candidates,
  pickLabel,
  noCandidates,
  reassign,
  pending,
  onClose,
  listTestId,
}: {
  title: string;
  intro: ReactNode;
  /** null while they load. */
  requests: { id: number; title: string }[] | null;
  candidates: { id: number; label: string }[];
  pickLabel: string;
  /** Said under the picker when nobody can take them. */
  noCandidates: string;
  reassign: (toUserId: number, requestIds: number[]) => Promise<Outcome>;
  pending: boolean;
  onClose: () => void;
  listTestId?: string;
}) {
  const toast = useToast();
  const [to, setTo] = useState<number | ''>('');
  // Held across the batches (the mutation's own pending flag drops between two calls).
  const [busy, setBusy] = useState(false);
  const list = requests ?? [];
  const submit = async () => {
    if (to === '' || busy) return;
    setBusy(true);
    try {
      const result = await reassignInBatches(
        list.map((r) => r.id),
        (ids) => reassign(to, ids),
      );
      if (result.failed !== undefined) {
        const refused = result.refused.length ? `, ${result.refused.length} refused` : '';
        toast.error(
          `${result.reassigned.length} reassigned${refused}; the others were not sent: ${errorMessage(result.failed, 'the connection failed.')}`,
        );
      } else if (result.refused.length) {
        toast.error(
          `${result.reassigned.length} reassigned; ${result.refused.length} refused: ${result.refused[0]!.message}`,
        );
      } else {
        const n = result.reassigned.length;
        toast.success(`${n} ${n === 1 ? 'request' : 'requests'} reassigned.`);
      }
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'The requests could not be reassigned.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    // Not closed while its batches are on their way: "Later" must not carry on sending unseen.
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
        {requests === null ? (
          <Skeleton variant="rounded" height={60} sx={{ mb: 2 }} />
        ) : (
          <Box component="ul" sx={{ pl: 2.5, mt: 0 }} data-testid={listTestId}>
            {list.slice(0, LISTED).map((r) => (
              <li key={r.id}>
                #{r.id} {r.title}
              </li>
            ))}
            {list.length > LISTED && <li>and {list.length - LISTED} more</li>}
          </Box>
        )}
        <TextField
          select
          fullWidth
          size="small"
          label={pickLabel}
          value={to}
          onChange={(e) => setTo(Number(e.target.value))}
          helperText={candidates.length ? undefined : noCandidates}
        >
          {candidates.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Later
        </Button>
        <Button
          variant="contained"
          disabled={to === '' || list.length === 0 || pending || busy}
          onClick={() => void submit()}
        >
          Reassign all
        </Button>
      </DialogActions>
    </Dialog>
  );
}
