import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { versionLabel } from '#shared/domain/deliverables.ts';
import { creditsLabel } from '#shared/domain/formats.ts';
import { roundCostSentence, type RevisionPolicy } from '#shared/domain/revision-rounds.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { requestChanges } from './api.ts';
import { DELIVERABLES_UI } from './messages.ts';
import { plainToHtml } from './text.ts';

/**
 * "Request changes": a required message, sent as the changes request of the version. It says which
 * revision round this is and what it costs beyond the included ones before it is sent, and sends
 * that cost as the one confirmed (the server refuses another and charges nothing).
 */
export function ChangesDialog({
  open,
  versionId,
  number,
  policy,
  next,
  onClose,
  onDone,
  onStale,
}: {
  open: boolean;
  versionId: number;
  number: number;
  /** The request's frozen revision policy and the round this request would be, with its cost. */
  policy: RevisionPolicy;
  next: { round: number; cost: string };
  onClose: () => void;
  onDone: () => void;
  /** The server refused (e.g. the cost changed): read the rounds again. */
  onStale: () => void;
}) {
  const toast = useToast();
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = Number(next.cost) > 0;

  const send = async () => {
    if (!message.trim()) {
      setError(DELIVERABLES_UI.messageRequired);
      return;
    }
    setBusy(true);
    try {
      await requestChanges(versionId, plainToHtml(message), next.cost);
      toast.success(DELIVERABLES_UI.changesRequested);
      setMessage('');
      setError(null);
      onDone();
    } catch (e) {
      setError(errorMessage(e, DELIVERABLES_UI.reviewFailed));
      onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Request changes on {versionLabel(number)}</DialogTitle>
      <DialogContent>
        <Alert
          severity={paid ? 'warning' : 'info'}
          data-testid="round-cost"
          sx={{ mb: 1.5 }}
          role={paid ? 'status' : undefined}
        >
          {roundCostSentence(next.round, policy)}
        </Alert>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={4}
          margin="dense"
          label="What should change?"
          value={message}
          error={Boolean(error)}
          helperText={error ?? 'The staff on the request are told at once.'}
          onChange={(e) => {
            setMessage(e.target.value);
            if (error) setError(null);
          }}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 20_000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button onClick={send} disabled={busy} variant="contained">
          {paid ? `Send and pay ${creditsLabel(next.cost)}` : 'Send the changes request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
