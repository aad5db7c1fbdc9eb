import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '#shared/domain/formats.ts';
import { webhookPausedText, type WebhookEndpointInput } from '#shared/schemas/webhooks.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import {
  createEndpoint,
  deleteEndpoint,
  endpointsQuery,
  rotateSecret,
  sendTest,
  updateEndpoint,
  webhookKeys,
  type WebhookEndpointDto,
} from './api.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EndpointDialog, type EnterpriseChoice } from './EndpointDialog.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';

type Shown = { secret: string; url: string; rotated: boolean };

function EndpointCard({
  endpoint,
  onEdit,
  onDelete,
  onRotate,
  onResume,
}: {
  endpoint: WebhookEndpointDto;
  onEdit: () => void;
  onDelete: () => void;
  onRotate: () => void;
  onResume: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [logOpen, setLogOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => updateEndpoint(endpoint.id, { enabled }),
    onSuccess: (_a, enabled) => toast.success(enabled ? 'Endpoint turned on' : 'Endpoint turned off'),
    onError: (e) => toast.error(errorMessage(e, 'We could not change the endpoint.')),
    onSettled: refresh,
  });
  const test = useMutation({
    mutationFn: () => sendTest(endpoint.id),
    onSuccess: () => {
      toast.success('Test event queued');
      setLogOpen(true);
    },
    onError: (e) => toast.error(errorMessage(e, 'We could not send a test event.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpoint.id) }),
  });
  const name = endpoint.description || endpoint.url;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{endpoint.url}</Typography>
          {endpoint.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {endpoint.description}
            </Typography>
          )}
        </Box>
        <Switch
          checked={endpoint.enabled}
          // A paused endpoint is turned on by Resume, which says what that means first.
          onChange={(e) =>
            endpoint.paused && e.target.checked ? onResume() : toggle.mutate(e.target.checked)
          }
          disabled={toggle.isPending}
          slotProps={{ input: { 'aria-label': `Send events to ${name}` } }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Chip size="small" variant="outlined" label={endpoint.enterpriseName ?? 'Every company group'} />
        <Chip
          size="small"
          variant="outlined"
          label={`${endpoint.events.length} ${endpoint.events.length === 1 ? 'event' : 'events'}`}
          title={endpoint.events.join(', ')}
        />
        {endpoint.paused ? (
          <Chip size="small" color="warning" label="Paused" />
        ) : (
          !endpoint.enabled && <Chip size="small" label="Off" />
        )}
        {endpoint.pending > 0 && <Chip size="small" color="info" label={`${endpoint.pending} waiting`} />}
        {endpoint.failed > 0 && <Chip size="small" color="error" label={`${endpoint.failed} failed`} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Secret{' '}
        <Box component="code" sx={{ fontSize: '0.8125rem' }}>
          {endpoint.secretHint}
        </Box>
        {endpoint.previousSecretExpiresAt
          ? ` · the previous secret also signs until ${formatDateTime(endpoint.previousSecretExpiresAt)}`
          : ''}
        {endpoint.createdBy && !endpoint.paused ? ` · managed by ${endpoint.createdBy.name}` : ''}
      </Typography>
      {endpoint.paused && (
        // The button under the words, not in the alert's action column: beside them it wrapped
        // letter by letter at 375 px.
        <Alert severity="warning" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {webhookPausedText(endpoint.createdBy?.name ?? null, endpoint.paused.reason)} Nothing has been sent
          to this address since {formatDateTime(endpoint.paused.at)}; events already waiting are held.
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={onResume}>
              Resume
            </Button>
          </Box>
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => test.mutate()}
          disabled={test.isPending || !endpoint.enabled}
        >
          Send a test event
        </Button>
        <Button size="small" variant="outlined" onClick={() => setLogOpen((o) => !o)} aria-expanded={logOpen}>
          {logOpen ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button size="small" onClick={onEdit}>
          Edit
        </Button>
        <Button size="small" onClick={onRotate}>
          Rotate secret
        </Button>
        <Button size="small" color="error" onClick={onDelete}>
          Delete
        </Button>
      </Box>
      {logOpen && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Delivery log
          </Typography>
          <DeliveryLog endpointId={endpoint.id} />
        </Box>
      )}
    </Paper>
  );
}

/**
 * Outbound webhooks (issue 29): the endpoints the signed-in person manages (staff: all; an owner:
 * their company groups'), each with its on/off switch, a test event, its delivery log, its secret's
 * rotation; the secret itself is shown once, when the endpoint is added or the secret rotated.
 */
export function WebhooksView({ isStaff, owned }: { isStaff: boolean; owned: EnterpriseChoice[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery(endpointsQuery);
  const [dialog, setDialog] = useState<{ editing: WebhookEndpointDto | null } | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointDto | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointDto | null>(null);
  const [resuming, setResuming] = useState<WebhookEndpointDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });

  const remove = useMutation({
    mutationFn: (e: WebhookEndpointDto) => deleteEndpoint(e.id),
    onSuccess: () => {
      setDeleting(null);
      toast.success('Endpoint deleted');
    },
    onError: (e) => toast.error(errorMessage(e, 'We could not delete the endpoint.')),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: (e: WebhookEndpointDto) => rotateSecret(e.id),
    onSuccess: ({ data }) => {
      setRotating(null);
      setShown({ secret: data.secret, url: data.url, rotated: true });
    },
    onError: (e) => toast.error(errorMessage(e, 'We could not rotate the secret.')),
    onSettled: refresh,
  });

  const resume = useMutation({
    mutationFn: (e: WebhookEndpointDto) => updateEndpoint(e.id, { enabled: true }),
    onSuccess: () => {
      setResuming(null);
      toast.success('Endpoint resumed');
    },
    onError: (e) => toast.error(errorMessage(e, 'We could not resume the endpoint.')),
    onSettled: refresh,
  });

  const save = async (input: WebhookEndpointInput) => {
    const editing = dialog?.editing;
    if (editing) {
      const { enterpriseId: _ignored, ...update } = input;
      await updateEndpoint(editing.id, update);
      toast.success('Endpoint saved');
    } else {
      const { data } = await createEndpoint(input);
      setShown({ secret: data.secret, url: data.url, rotated: false });
    }
    setDialog(null);
    void refresh();
  };

  const endpoints = query.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="webhooks-title">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
          <Typography id="webhooks-title" variant="h5" component="h2">
            Webhooks
          </Typography>
          <Typography variant="body2" color="text.secondary">
            We send a signed HTTPS POST to your endpoint when something happens: a request created, submitted,
            moved or assigned, a comment, a change of credit, a deliverable.
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => setDialog({ editing: null })}>
          Add endpoint
        </Button>
      </Box>
      {query.isPending ? (
        <Skeleton height={120} aria-hidden="true" />
      ) : query.isError ? (
        <LoadFailed query={query} message="We could not load the webhook endpoints." />
      ) : endpoints.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">
            No endpoints yet. Add one to send events to Slack, Zapier, Make or your own scripts.
          </Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label="Webhook endpoints"
          // One column no wider than the page, whatever an endpoint's card holds (a long enterprise name).
          sx={{ p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
        >
          {endpoints.map((e) => (
            <EndpointCard
              key={e.id}
              endpoint={e}
              onEdit={() => setDialog({ editing: e })}
              onDelete={() => setDeleting(e)}
              onRotate={() => setRotating(e)}
              onResume={() => setResuming(e)}
            />
          ))}
        </Box>
      )}
      <EndpointDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        isStaff={isStaff}
        owned={owned}
        onClose={() => setDialog(null)}
        save={save}
      />
      <SecretDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        message={`${deleting?.url ?? ''} gets nothing more, and its delivery log is deleted with it.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={rotating !== null}
        title="Rotate the signing secret?"
        message="You get a new secret, shown once. For 24 hours deliveries are signed with both the old and the new one; then only the new one."
        confirmLabel="Rotate"
        cancelLabel="Cancel"
        busy={rotate.isPending}
        onConfirm={() => rotating && rotate.mutate(rotating)}
        onCancel={() => setRotating(null)}
      />
      <ConfirmDialog
        open={resuming !== null}
        title="Resume this endpoint?"
        message={`${resuming?.url ?? ''} receives ${resuming?.enterpriseName ?? 'every company group'}’s events again, the ones held included, and the endpoint is managed by you from now on. ${resuming?.createdBy ? `It was set up by ${resuming.createdBy.name}: make sure` : 'Make sure'} this address belongs to your organisation before you resume it.`}
        confirmLabel="Resume"
        cancelLabel="Cancel"
        busy={resume.isPending}
        onConfirm={() => resuming && resume.mutate(resuming)}
        onCancel={() => setResuming(null)}
      />
    </Box>
  );
}
