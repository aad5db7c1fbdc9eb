import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { VIEW_NAME_MAX, VIEW_PARAM_KEYS } from '#shared/domain/saved-views.ts';
import { useSession } from '../../lib/session/index.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSavedViewActions, useSavedViews, type SavedViewDto, type ViewParams } from './api.ts';

/** The view parameters of the current address (filters, sort, status tab, board lanes). */
function currentParams(search: URLSearchParams): ViewParams {
  const out: ViewParams = {};
  for (const key of VIEW_PARAM_KEYS) {
    const value = search.get(key);
    if (value) out[key] = value;
  }
  return out;
}

type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedViewDto };

/**
 * Saved views (issue 15): pick one to put its filters and sort in the address (so back goes to the
 * view before), save the current one under a name, rename or delete your own. Staff may share a view
 * with all staff; shared views of others can be picked, not changed (the server enforces both).
 */
export function SavedViewsMenu() {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const views = useSavedViews();
  const actions = useSavedViewActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = (view: SavedViewDto) => {
    const next = new URLSearchParams(search);
    for (const key of VIEW_PARAM_KEYS) next.delete(key);
    for (const [k, v] of Object.entries(view.params)) next.set(k, v);
    setSearch(next);
    setAnchor(null);
  };
  const open = (e: Editing) => {
    setEditing(e);
    setName(e.kind === 'rename' ? e.view.name : '');
    setShared(e.kind === 'rename' ? e.view.shared : false);
    setError(null);
    setAnchor(null);
  };
  const submit = async () => {
    try {
      if (editing?.kind === 'rename') {
        await actions.update.mutateAsync({
          id: editing.view.id,
          name,
          ...(session.user.isStaff ? { shared } : {}),
        });
      } else {
        await actions.create.mutateAsync({ name, params: currentParams(search), shared });
      }
      setEditing(null);
    } catch (e) {
      setError(errorMessage(e, 'The view could not be saved.'));
    }
  };
  const list = views.data ?? [];
  const busy = actions.create.isPending || actions.update.isPending;

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksOutlined />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        Views
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} aria-label="Saved views">
        {list.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary="No saved views yet" />
          </MenuItem>
        )}
        {list.map((v) => (
          <MenuItem key={v.id} onClick={() => apply(v)} sx={{ gap: 1 }}>
            <ListItemText
              primary={v.name}
              secondary={v.mine ? (v.shared ? 'Shared with staff' : null) : `Shared by ${v.owner.name}`}
            />
            {v.mine && (
              <>
                <IconButton
                  size="small"
                  aria-label={`Rename ${v.name}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    open({ kind: 'rename', view: v });
                  }}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Delete ${v.name}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    actions.remove.mutate(v.id);
                  }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => open({ kind: 'save' })}>Save current view…</MenuItem>
      </Menu>
      <Dialog open={!!editing} onClose={() => setEditing(null)} fullWidth maxWidth="xs">
        <DialogTitle>{editing?.kind === 'rename' ? 'Rename view' : 'Save current view'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            fullWidth
            autoFocus
            label="View name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void submit();
            }}
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
          />
          {session.user.isStaff && (
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(_, on) => setShared(on)} />}
              label="Share with all staff"
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy || name.trim() === ''}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
