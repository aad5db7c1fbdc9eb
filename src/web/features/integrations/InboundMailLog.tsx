import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '#shared/domain/formats.ts';
import type { InboundEmailDto, InboundOutcome } from '#shared/schemas/inbound-mail.ts';
import { LoadMoreFooter } from '../../components/LoadMoreFooter.tsx';
import { requestPath } from '../../paths.ts';
import { inboundEmailsQuery } from './api.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

const OUTCOME = {
  comment: { label: 'Comment added', color: 'success' },
  refused: { label: 'Refused', color: 'error' },
  loop: { label: 'Automatic mail', color: 'default' },
} as const;

const FILTERS: { value: InboundOutcome | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'comment', label: 'Comments' },
  { value: 'refused', label: 'Refused' },
  { value: 'loop', label: 'Automatic' },
];

function MessageRow({ message }: { message: InboundEmailDto }) {
  // A reply to an e-mail about a comment joined that comment's thread.
  const outcome = message.inReplyTo
    ? { label: 'Reply added', color: 'success' as const }
    : OUTCOME[message.outcome];
  return (
    <Box
      component="li"
      aria-label={`${outcome.label}: ${message.subject ?? '(no subject)'}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" color={outcome.color} label={outcome.label} />
        <Typography sx={{ fontWeight: 600, minWidth: 0, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
          {message.subject || '(no subject)'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(message.receivedAt)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        From {message.from ?? 'an unknown sender'}
        {message.person ? ` to the reply address of ${message.person.name}` : ''}
        {message.request ? (
          <>
            {' · '}
            <Link component={RouterLink} to={requestPath(message.request.id)}>
              #{message.request.id} {message.request.title}
            </Link>
          </>
        ) : null}
        {message.inReplyTo ? ` · in reply to ${message.inReplyTo.author}’s comment` : ''}
      </Typography>
      {message.reason && (
        <Typography
          variant="body2"
          color={message.outcome === 'refused' ? 'error' : 'text.secondary'}
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {message.reason}
          {message.outcome === 'refused'
            ? message.bounced
              ? ' The sender was told why.'
              : ' The sender was not answered (too many refusals to that address this hour).'
            : ''}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Reply by e-mail's log (staff): every message that reached a reply address, and what became of it —
 * the comment it added, or why it was refused — so "my reply never showed up" can be answered.
 */
export function InboundMailLog() {
  const [outcome, setOutcome] = useState<InboundOutcome | 'all'>('all');
  const query = useInfiniteQuery(inboundEmailsQuery(outcome === 'all' ? undefined : outcome));
  const domain = query.data?.pages[0]?.domain;
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Box component="section" aria-labelledby="inbound-mail-title" sx={{ mt: 5 }}>
      <Typography id="inbound-mail-title" variant="h5" component="h2">
        Reply by e-mail
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {domain === undefined
          ? 'Replies to notification e-mails become comments on their request.'
          : domain
            ? `Replies to notification e-mails arrive at ${domain} and become comments on their request. Every message received is listed here with what became of it.`
            : 'Replies by e-mail are off: notification e-mails carry no reply address. Set INBOUND_MAIL_DOMAIN on the server to turn them on (docs/integrations.md).'}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={outcome}
        onChange={(_e, value: InboundOutcome | 'all' | null) => value && setOutcome(value)}
        aria-label="Show messages"
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
      >
        {FILTERS.map((f) => (
          // Darker than MUI's default grey, which the page's background leaves just under 4.5:1.
          <ToggleButton key={f.value} value={f.value} sx={{ color: 'text.primary' }}>
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{ px: 2, py: 0.5 }}>
        {query.isPending ? (
          <Skeleton height={72} aria-hidden="true" />
        ) : query.isError ? (
          <LoadFailed query={query} message="We could not load the received messages." sx={{ my: 1 }} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {outcome === 'all' ? 'No replies received yet.' : 'No messages of this kind.'}
          </Typography>
        ) : (
          <>
            <Box component="ul" aria-label="Received messages" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((m) => (
                <MessageRow key={m.id} message={m} />
              ))}
            </Box>
            <LoadMoreFooter
              query={query}
              loadingLabel="Loading older messages"
              failedMessage="We could not load older messages."
              moreLabel="Show older messages"
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
