import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { VIEW_PARAM_KEYS } from '#shared/domain/saved-views.ts';
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

import type { Editing } from './SaveViewDialog.tsx';

/*
 * The save / rename dialog (Dialog, Checkbox, the form: ~3 KiB Brotli) is a chunk of its own, asked
 * for when the menu opens (issue 30): a list's first load shows the menu's button only.
 */
const loadDialog = () => import('./SaveViewDialog.tsx');
const SaveViewDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveViewDialog })));

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
  const [dialogWanted, setDialogWanted] = useState(false);

  const apply = (view: SavedViewDto) => {
    const next = new URLSearchParams(search);
    for (const key of VIEW_PARAM_KEYS) next.delete(key);
    for (const [k, v] of Object.entries(view.params)) next.set(k, v);
    setSearch(next);
    setAnchor(null);
  };
  const open = (e: Editing) => {
    setDialogWanted(true);
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
        onClick={(e) => {
          setAnchor(e.currentTarget);
          loadDialog().catch(() => undefined);
        }}
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
      {/* Mounted once first asked for (its chunk is fetched when the menu opens), then kept, so it
          closes with its transition. */}
      {dialogWanted && (
        <Suspense fallback={null}>
          <SaveViewDialog
            editing={editing}
            onClose={() => setEditing(null)}
            error={error}
            name={name}
            onName={setName}
            shared={shared}
            onShared={setShared}
            staff={session.user.isStaff}
            busy={busy}
            onSubmit={() => void submit()}
          />
        </Suspense>
      )}
    </>
  );
}
