import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { creditsLabel } from '../../../../lib/format.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { ActionBar } from '../DrawerLayout.tsx';
import type { RequestFormModel } from './useRequestForm.ts';
import type { RequestFormSaving } from './useSaveRequestForm.ts';

/**
 * The form's bottom bar (spec section 2): Discard, or Delete for a draft (asked first), and Save, which
 * opens Submit Request / Save as Draft. Save waits while files or a voice note are still in flight.
 */
export function RequestFormActions({
  model,
  saving,
}: {
  model: RequestFormModel;
  saving: RequestFormSaving;
}) {
  const [saveMenu, setSaveMenu] = useState<HTMLElement | null>(null);
  const [askDelete, setAskDelete] = useState(false);
  const { quote, uploads, permissions } = model;
  const { busy } = saving;
  const choose = (kind: 'submit' | 'draft') => {
    setSaveMenu(null);
    void saving.onSave(kind);
  };
  return (
    <>
      <ActionBar
        total={quote ? creditsLabel(quote.total) : undefined}
        start={
          permissions.canDelete ? (
            <Button color="error" variant="outlined" onClick={() => setAskDelete(true)} disabled={busy}>
              Delete
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" onClick={saving.discard} disabled={busy}>
              Discard
            </Button>
          )
        }
        end={
          <>
            {uploads.busy && (
              <Typography
                id="request-save-waiting"
                role="status"
                variant="caption"
                color="text.secondary"
                sx={{ alignSelf: 'center', textAlign: 'right' }}
              >
                {uploads.hint}
              </Typography>
            )}
            <Button
              variant="contained"
              endIcon={busy ? <CircularProgress size={16} color="inherit" /> : <ArrowDropDown />}
              disabled={busy || uploads.busy || (!permissions.canSubmit && !permissions.canDraft)}
              {...(uploads.busy ? { 'aria-describedby': 'request-save-waiting' } : {})}
              aria-haspopup="menu"
              aria-controls={saveMenu ? 'request-save-menu' : undefined}
              aria-expanded={saveMenu ? 'true' : undefined}
              onClick={(e) => setSaveMenu(e.currentTarget)}
            >
              Save
            </Button>
            <Menu
              id="request-save-menu"
              anchorEl={saveMenu}
              open={saveMenu !== null}
              onClose={() => setSaveMenu(null)}
              // Focus goes to the field in error (or wherever the save leads), not back to Save.
              disableRestoreFocus
              anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
              transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            >
              {permissions.canSubmit && <MenuItem onClick={() => choose('submit')}>Submit Request</MenuItem>}
              {permissions.canDraft && <MenuItem onClick={() => choose('draft')}>Save as Draft</MenuItem>}
            </Menu>
          </>
        }
      />
      <ConfirmDialog
        open={askDelete}
        title="Delete draft"
        message="Do you want to delete this request?"
        cancelLabel="No"
        confirmLabel="Yes"
        destructive
        busy={saving.removing}
        onCancel={() => setAskDelete(false)}
        onConfirm={() => void saving.onDelete().finally(() => setAskDelete(false))}
      />
    </>
  );
}
