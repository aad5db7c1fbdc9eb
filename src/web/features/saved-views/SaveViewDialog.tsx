import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { VIEW_NAME_MAX } from '#shared/domain/saved-views.ts';
import type { SavedViewDto } from './api.ts';

export type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedViewDto };

/** The saved-views menu's dialog: save the current view under a name, or rename one (SavedViewsMenu). */
export function SaveViewDialog({
  editing,
  onClose,
  error,
  name,
  onName,
  shared,
  onShared,
  staff,
  busy,
  onSubmit,
}: {
  editing: Editing | null;
  onClose: () => void;
  error: string | null;
  name: string;
  onName: (name: string) => void;
  shared: boolean;
  onShared: (shared: boolean) => void;
  staff: boolean;
  busy: boolean;
  onSubmit: () => void;
}) {
  return (
    <Dialog open={!!editing} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{editing?.kind === 'rename' ? 'Rename view' : 'Save current view'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          fullWidth
          autoFocus
          label="View name"
          value={name}
          onChange={(e) => onName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSubmit();
          }}
          slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
        />
        {staff && (
          <FormControlLabel
            control={<Checkbox checked={shared} onChange={(_, on) => onShared(on)} />}
            label="Share with all staff"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy || name.trim() === ''}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
