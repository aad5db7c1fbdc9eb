import { format, isValid, parseISO } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isRequestStatus, STATUS_LABELS } from '#shared/domain/request-status.ts';
import { formatDate } from '#shared/domain/formats.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { creditsLabel } from '../../../lib/format.ts';
import { userName } from '../../../lib/people.ts';
import { useRequestEvents, type RequestEventDto, type ServiceRequestDto, type UserDto } from '../api.ts';

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  content: 'details',
  company: 'company',
  serviceRequestType: 'type',
  priorityLevel: 'priority',
  targetDate: 'due date',
  createdBy: 'creator',
  audio: 'voice note',
  files: 'files',
  typeSpecificFiles: 'files',
};

const statusLabel = (v: unknown) => (isRequestStatus(v) ? STATUS_LABELS[v] : String(v));
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** One line of the timeline in words. People are named from the request when it still lists them. */
function describe(e: RequestEventDto, people: Map<number, UserDto>): string {
  const d = e.data;
  const names = (ids: unknown) =>
    (Array.isArray(ids) ? ids : [])
      .map((id) => {
        const u = people.get(Number(id));
        return u ? userName(u) : `user #${text(id)}`;
      })
      .join(', ');
  switch (e.kind) {
    case 'created':
      return `Created as ${statusLabel(d.status)}${d.total ? ` · ${creditsLabel(text(d.total))}` : ''}`;
    case 'status_changed':
      return `Status changed from ${statusLabel(d.from)} to ${statusLabel(d.to)}`;
    case 'credit_changed':
      return `Credit changed from ${creditsLabel(text(d.from))} to ${creditsLabel(text(d.to))}`;
    case 'updated': {
      const fields = [
        ...new Set(
          (Array.isArray(d.fields) ? d.fields : []).map((f: unknown) => FIELD_NAMES[text(f)] ?? text(f)),
        ),
      ];
      return `Updated ${fields.join(', ') || 'the request'}`;
    }
    case 'assigned': {
      const list = d.role === 'assignedTo' ? 'Assigned to' : 'Assignees';
      const parts = [
        Array.isArray(d.added) && d.added.length ? `added ${names(d.added)}` : '',
        Array.isArray(d.removed) && d.removed.length ? `removed ${names(d.removed)}` : '',
      ].filter(Boolean);
      return `${list}: ${parts.join('; ')}`;
    }
    case 'charged': {
      const amount = creditsLabel(text(d.amount).replace(/^-/, ''));
      if (d.kind === 'refund') return `Refunded ${amount}`;
      if (d.kind === 'adjustment') return `Charge adjusted by ${creditsLabel(text(d.amount))}`;
      return `Charged ${amount}`;
    }
    default:
      return e.kind.replace(/_/g, ' ');
  }
}

const when = (iso: string) => {
  const date = parseISO(iso);
  return isValid(date) ? `${formatDate(date)} · ${format(date, 'h:mm a')}` : '';
};

/** The request's activity timeline: status changes, assignments, credit changes and charges. */
export function RequestActivity({ request }: { request: ServiceRequestDto }) {
  const query = useRequestEvents(request.id);
  const people = new Map<number, UserDto>(
    [request.createdBy, ...request.assignees, ...request.assignedTo].map((u) => [u.id, u]),
  );
  if (query.isPending) return <Skeleton variant="rounded" height={72} />;
  if (query.isError) {
    return (
      <Typography variant="body2" color="error">
        {errorMessage(query.error, 'The activity could not be loaded.')}
      </Typography>
    );
  }
  const events = query.data.pages.flatMap((p) => p.data);
  if (events.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No activity yet.
      </Typography>
    );
  }
  return (
    <Box>
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
        aria-label="Activity"
      >
        {events.map((e) => (
          <Box
            component="li"
            key={e.id}
            sx={{ display: 'grid', gridTemplateColumns: '10px 1fr', gap: 1.25, alignItems: 'baseline' }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'primary.light',
                transform: 'translateY(-1px)',
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{describe(e, people)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {e.actor ? `${userName(e.actor)} · ` : ''}
                {when(e.createdAt)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {query.hasNextPage && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          Show older activity
        </Button>
      )}
    </Box>
  );
}
