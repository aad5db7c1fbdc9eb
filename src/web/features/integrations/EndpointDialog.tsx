import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  WebhookEndpointInputSchema,
  type WebhookEndpointInput,
  type WebhookEventType,
} from '#shared/schemas/webhooks.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { enterpriseChoicesQuery, type WebhookEndpointDto } from './api.ts';

export type EnterpriseChoice = { id: number; name: string };

/**
 * Adds or edits an endpoint: its address, a description, the events it wants, on or off, and (when
 * adding) whose events: staff choose all enterprises or one; an owner of several chooses one of theirs.
 */
export function EndpointDialog({
  open,
  editing,
  isStaff,
  owned,
  onClose,
  save,
}: {
  open: boolean;
  editing: WebhookEndpointDto | null;
  isStaff: boolean;
  owned: EnterpriseChoice[];
  onClose: () => void;
  save: (input: WebhookEndpointInput) => Promise<void>;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="webhook-endpoint-title"
    >
      <DialogTitle id="webhook-endpoint-title">{editing ? 'Edit endpoint' : 'Add an endpoint'}</DialogTitle>
      {open && (
        <EndpointForm
          key={editing?.id ?? 'new'}
          editing={editing}
          isStaff={isStaff}
          owned={owned}
          onClose={onClose}
          save={save}
        />
      )}
    </Dialog>
  );
}

function EndpointForm({
  editing,
  isStaff,
  owned,
  onClose,
  save,
}: {
  editing: WebhookEndpointDto | null;
  isStaff: boolean;
  owned: EnterpriseChoice[];
  onClose: () => void;
  save: (input: WebhookEndpointInput) => Promise<void>;
}) {
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [events, setEvents] = useState<string[]>(editing?.events ?? [...WEBHOOK_EVENT_TYPES]);
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [enterprise, setEnterprise] = useState<string>(isStaff ? 'all' : String(owned[0]?.id ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = useQuery({ ...enterpriseChoicesQuery, enabled: isStaff && !editing });
  const enterpriseOptions: EnterpriseChoice[] = isStaff ? (choices.data?.data ?? []) : owned;

  const toggle = (type: WebhookEventType) =>
    setEvents((now) => (now.includes(type) ? now.filter((x) => x !== type) : [...now, type]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = WebhookEndpointInputSchema.safeParse({
      url,
      description,
      events,
      enabled,
      ...(editing
        ? {}
        : { enterpriseId: enterprise === 'all' || enterprise === '' ? null : Number(enterprise) }),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      await save(parsed.data);
    } catch (e) {
      setError(errorMessage(e, 'We could not save the endpoint.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label="Endpoint URL"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          required
          autoFocus
          type="url"
          error={Boolean(errors.url)}
          helperText={errors.url ?? 'Where the events are sent, e.g. https://example.com/webhooks'}
          slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX, spellCheck: false } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description ?? 'What receives them, e.g. “Slack relay”'}
          slotProps={{ htmlInput: { maxLength: WEBHOOK_DESCRIPTION_MAX } }}
        />
        {!editing && (isStaff || owned.length > 1) && (
          <TextField
            select
            label="Events of"
            value={enterprise}
            onChange={(e) => setEnterprise(e.target.value)}
            error={Boolean(errors.enterpriseId)}
            helperText={errors.enterpriseId}
          >
            {isStaff && <MenuItem value="all">Every company group</MenuItem>}
            {enterpriseOptions.map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControl error={Boolean(errors.events)} component="fieldset">
          <FormLabel component="legend">Events to send</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={<Checkbox checked={events.includes(type)} onChange={() => toggle(type)} />}
                label={WEBHOOK_EVENT_LABELS[type]}
              />
            ))}
          </FormGroup>
          {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
        </FormControl>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label={enabled ? 'On: events are sent' : 'Off: no events are sent'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {editing ? 'Save' : 'Add endpoint'}
        </Button>
      </DialogActions>
    </Box>
  );
}
