import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '#shared/domain/formats.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { LoadMoreFooter } from '../../components/LoadMoreFooter.tsx';
import { deliveriesQuery, redeliver, webhookKeys, type WebhookDeliveryDto } from './api.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

const STATUS = {
  pending: { label: 'Waiting', color: 'default' },
  sending: { label: 'Sending', color: 'info' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const;

function Attempts({ delivery }: { delivery: WebhookDeliveryDto }) {
  if (!delivery.log.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not tried yet.
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label="Attempts" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {delivery.log.map((a, i) => (
        <Box component="li" key={`${a.at}-${i}`} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2">
            {formatDateTime(a.at)} · {a.statusCode !== null ? `HTTP ${a.statusCode}` : 'No answer'} ·{' '}
            {a.durationMs} ms
          </Typography>
          {a.error && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {a.error}
            </Typography>
          )}
          {a.responseBody && (
            <Box
              component="pre"
              aria-label="Answer"
              sx={{
                m: 0,
                mt: 0.5,
                p: 1,
                bgcolor: 'action.hover',
                borderRadius: 1,
                fontSize: '0.75rem',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                maxHeight: 160,
                overflow: 'auto',
              }}
            >
              {a.responseBody}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: number; delivery: WebhookDeliveryDto }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: () => redeliver(endpointId, delivery.id),
    onSuccess: () => toast.success('Queued to be sent again'),
    onError: (e) => toast.error(errorMessage(e, 'We could not send it again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
  const status = STATUS[delivery.status];
  const done = delivery.status === 'delivered' || delivery.status === 'failed';
  return (
    <Box
      component="li"
      aria-label={`${delivery.type} ${status.label}`}
      sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" color={status.color} label={status.label} />
        <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600 }}>
          {delivery.type}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 180px' }}>
          {formatDateTime(delivery.createdAt)}
          {delivery.requestId !== null ? ` · request #${delivery.requestId}` : ''} · {delivery.attempts}{' '}
          {delivery.attempts === 1 ? 'attempt' : 'attempts'}
          {delivery.lastStatusCode !== null ? ` · HTTP ${delivery.lastStatusCode}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide attempts' : 'Attempts'}
          </Button>
          {done && (
            <Button size="small" variant="outlined" onClick={() => again.mutate()} disabled={again.isPending}>
              Redeliver
            </Button>
          )}
        </Box>
      </Box>
      {delivery.status === 'pending' && delivery.nextAttemptAt && delivery.attempts > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Next try {formatDateTime(delivery.nextAttemptAt)}
        </Typography>
      )}
      {open && (
        <Box sx={{ mt: 1 }}>
          <Attempts delivery={delivery} />
        </Box>
      )}
    </Box>
  );
}

/** The newest deliveries of one endpoint; refreshed every few seconds while one is on its way. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const query = useInfiniteQuery({
    ...deliveriesQuery(endpointId),
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.data.some((d) => d.status === 'pending' || d.status === 'sending'))
        ? 2000
        : false,
  });
  if (query.isPending) return <Skeleton height={48} aria-hidden="true" />;
  if (query.isError) {
    return <LoadFailed query={query} message="We could not load the deliveries." />;
  }
  const rows = query.data.pages.flatMap((p) => p.data);
  if (!rows.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing sent yet. Send a test event to try the endpoint.
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" aria-label="Delivery log" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((d) => (
          <DeliveryRow key={d.id} endpointId={endpointId} delivery={d} />
        ))}
      </Box>
      <LoadMoreFooter
        query={query}
        loadingLabel="Loading older deliveries"
        failedMessage="We could not load older deliveries."
        moreLabel="Show older deliveries"
      />
    </>
  );
}
