import { useEffect, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Closing with Escape, the backdrop or the cancel button. */
  onCancel: () => void;
  /** A second answer besides cancel (e.g. Duplicate: "No" copies nothing but still duplicates). */
  altLabel?: string;
  onAlt?: () => void;
  /** Destructive answers are red, and the safe answer has the focus. */
  destructive?: boolean;
  busy?: boolean;
};

/** A yes/no question before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  altLabel,
  onAlt,
  destructive,
  busy,
}: ConfirmDialogProps) {
  // One answer per question: the second click of a double click lands before the caller's busy state
  // has disabled the buttons (a mutation's pending state renders a task later), and would send the
  // action twice (the second one failing: "not found"). The answer counts again once the dialog is
  // reopened or the caller's work failed with it still open (busy back to false) — not while it closes:
  // a dialog fading out still takes clicks, and a quick action's second click would land there.
  const answered = useRef(false);
  useEffect(() => {
    if (open && !busy) answered.current = false;
  }, [open, busy]);
  const answer = (act: () => void) => () => {
    if (answered.current) return;
    answered.current = true;
    act();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit" autoFocus={destructive}>
          {cancelLabel}
        </Button>
        {altLabel && onAlt && (
          <Button onClick={answer(onAlt)} disabled={busy} variant="outlined">
            {altLabel}
          </Button>
        )}
        <Button
          onClick={answer(onConfirm)}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!destructive}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
