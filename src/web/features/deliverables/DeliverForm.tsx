import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import {
  DELIVERABLE_LINK_LABEL_MAX,
  DELIVERABLE_LINK_URL_MAX,
  DELIVERABLE_MAX_LINKS,
  isWebUrl,
  versionLabel,
} from '#shared/domain/deliverables.ts';
import { errorMessage } from '../../lib/api-client.ts';
import type { UploadedFile } from '../../lib/stored-files.ts';
import { useToast } from '../../lib/toast.ts';
import { postVersion } from './api.ts';
import { plainToHtml } from './text.ts';
import { DELIVERABLES_UI } from './messages.ts';
import type { DeliverableSlots } from './slots.ts';

type LinkRow = { key: number; url: string; label: string };

/** Staff: the next version's files (uploaded first), note and links. */
export function DeliverForm({
  requestId,
  nextNumber,
  slots,
  onCancel,
  onDelivered,
  onDirtyChange,
}: {
  requestId: number;
  nextNumber: number;
  slots: DeliverableSlots;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  onCancel: () => void;
  onDelivered: () => void;
}) {
  const toast = useToast();
  const formId = useId();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [note, setNote] = useState('');
  const [links, setLinks] = useState<LinkRow[]>([]);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showLinkErrors, setShowLinkErrors] = useState(false);
  const Attach = slots.attach;

  const dirty = files.length > 0 || note.trim() !== '' || links.some((l) => l.url.trim() || l.label.trim());
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const filled = links.filter((l) => l.url.trim() || l.label.trim());
  const linkError = (l: LinkRow) =>
    (l.url.trim() || l.label.trim()) && !isWebUrl(l.url) ? DELIVERABLES_UI.badLink : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowLinkErrors(true);
    if (filled.some(linkError)) return;
    if (!files.length && !note.trim() && !filled.length) {
      setError(DELIVERABLES_UI.empty);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await postVersion(requestId, {
        note: note.trim() ? plainToHtml(note) : '',
        links: filled.map((l) =>
          l.label.trim() ? { url: l.url.trim(), label: l.label.trim() } : { url: l.url.trim() },
        ),
        files: files.map((f) => f.id),
      });
      toast.success(DELIVERABLES_UI.delivered);
      onDelivered();
    } catch (e) {
      setError(errorMessage(e, DELIVERABLES_UI.deliverFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={submit}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        display: 'grid',
        gap: 2,
      }}
    >
      <Typography id={`${formId}-title`} variant="subtitle1" component="h4" sx={{ fontWeight: 650 }}>
        Deliver {versionLabel(nextNumber)}
      </Typography>
      {Attach ? (
        <Attach
          files={files}
          onChange={setFiles}
          name="Version files"
          disabled={saving}
          onBusyChange={setUploading}
        />
      ) : null}
      <TextField
        label="Note"
        multiline
        minRows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        disabled={saving}
        placeholder="What is in this version, what to look at"
        slotProps={{ htmlInput: { maxLength: 20_000 } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {links.map((l, i) => {
          const err = showLinkErrors ? linkError(l) : null;
          return (
            <Box
              key={l.key}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1fr auto' },
                gap: 1,
                alignItems: 'start',
              }}
            >
              <TextField
                label={`Link ${i + 1} address`}
                type="url"
                size="small"
                value={l.url}
                error={Boolean(err)}
                helperText={err ?? undefined}
                placeholder="https://"
                slotProps={{ htmlInput: { maxLength: DELIVERABLE_LINK_URL_MAX } }}
                onChange={(e) =>
                  setLinks(links.map((x) => (x.key === l.key ? { ...x, url: e.target.value } : x)))
                }
                disabled={saving}
                sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
              />
              <TextField
                label={`Link ${i + 1} label (optional)`}
                size="small"
                value={l.label}
                // The server's limit, kept by the field: a longer label was refused with its path
                // ("data.links.0.label: …") after Deliver.
                slotProps={{ htmlInput: { maxLength: DELIVERABLE_LINK_LABEL_MAX } }}
                onChange={(e) =>
                  setLinks(links.map((x) => (x.key === l.key ? { ...x, label: e.target.value } : x)))
                }
                disabled={saving}
                sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}
              />
              <IconButton
                aria-label={`Remove link ${i + 1}`}
                onClick={() => setLinks(links.filter((x) => x.key !== l.key))}
                disabled={saving}
                sx={{ gridColumn: { xs: '2', sm: 'auto' }, gridRow: { xs: '1', sm: 'auto' } }}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          );
        })}
        {links.length < DELIVERABLE_MAX_LINKS && (
          <Button
            size="small"
            startIcon={<AddLinkOutlined />}
            onClick={() => setLinks([...links, { key: Date.now() + links.length, url: '', label: '' }])}
            disabled={saving}
            sx={{ justifySelf: 'start' }}
          >
            Add a link
          </Button>
        )}
      </Box>
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={saving} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving || uploading}>
          {saving ? 'Delivering…' : `Deliver ${versionLabel(nextNumber)}`}
        </Button>
      </Box>
    </Box>
  );
}
