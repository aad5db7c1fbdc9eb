import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { AUDIT_ACTIONS, auditActionLabel } from '#shared/schemas/audit.ts';
import { LoadMoreFooter } from '../../components/LoadMoreFooter.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { auditSearch, useAuditLog, useAuditPeople, type AuditQuery } from './api.ts';
import { creditsLabel, formatCredit, formatDate, formatDateTime } from '#shared/domain/formats.ts';
import { SENDER_GONE, type SenderGone } from '#shared/schemas/audit.ts';
import { membershipLabel } from '../../lib/format.ts';

const when = (iso: string) => formatDateTime(iso);

const required = (v: unknown) => (v ? 'required' : 'not required');
/**
 * Settings an entry records as `before` and `after` (cap_changed, approval_setting_changed,
 * membership_changed, two_factor.enterprise_requirement): each shown as "what before → after".
 */
const SETTINGS: Record<string, { label: string; show: (v: unknown) => string }> = {
  monthlyCap: {
    label: 'monthly cap',
    show: (v) => (typeof v === 'string' || typeof v === 'number' ? creditsLabel(v) : 'none'),
  },
  requireApproval: { label: 'owner approval', show: required },
  requireTwoFactor: { label: 'two-factor sign-in', show: required },
  membership: { label: 'tier', show: (v) => (typeof v === 'string' ? membershipLabel(v) : '—') },
  pendingMembership: {
    label: 'tier at the next renewal',
    show: (v) => (typeof v === 'string' ? membershipLabel(v) : 'none'),
  },
  paymentAt: { label: 'payment date', show: (v) => (typeof v === 'string' ? formatDate(v) : 'none') },
};

const describe = (details: Record<string, unknown>) => {
  const parts: string[] = [];
  const before = details.before as Record<string, unknown> | null | undefined;
  const after = details.after as Record<string, unknown> | null | undefined;
  if (before?.role || after?.role) {
    parts.push(`role ${String(before?.role ?? '—')} → ${String(after?.role ?? '—')}`);
  }
  if (typeof details.email === 'string') parts.push(details.email);
  if (typeof details.company === 'string') parts.push(details.company);
  if (typeof details.companyId === 'number') parts.push(`company #${details.companyId}`);
  // Credits granted or removed by staff: how many, why, and the balance it moved.
  const credits = typeof details.amount === 'string' || typeof details.amount === 'number';
  if (credits) parts.push(creditsLabel(details.amount as string | number));
  if (typeof details.reason === 'string' && Object.hasOwn(SENDER_GONE, details.reason)) {
    parts.push(SENDER_GONE[details.reason as SenderGone]);
  } else if (credits && typeof details.reason === 'string' && details.reason) {
    parts.push(`“${details.reason}”`);
  }
  if (credits && before?.balance !== undefined && after?.balance !== undefined) {
    parts.push(
      `balance ${formatCredit(before.balance as string | number)} → ${formatCredit(after.balance as string | number)}`,
    );
  }
  for (const [key, { label, show }] of Object.entries(SETTINGS)) {
    const was = before && Object.hasOwn(before, key);
    const is = after && Object.hasOwn(after, key);
    if (!was && !is) continue;
    parts.push(`${label} ${was ? show(before[key]) : '—'} → ${is ? show(after[key]) : '—'}`);
  }
  if (details.after === null) parts.push('removed');
  if (typeof details.address === 'string') parts.push(`from ${details.address}`);
  return parts.join(' · ');
};

/**
 * The audit log (issue 26): staff see every entry (or one enterprise's), an owner their enterprise's.
 * Filters: who (the people who acted in the entries in scope, from the server, former members marked
 * "(former)"), action, dates; CSV export of the same filter.
 */
export function AuditLogView({ enterpriseId }: { enterpriseId?: number | undefined }) {
  const [filter, setFilter] = useState<Omit<AuditQuery, 'enterpriseId'>>({});
  const query: AuditQuery = { ...filter, enterpriseId };
  const log = useAuditLog(query);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const people = useAuditPeople(enterpriseId);
  const set = (patch: Partial<AuditQuery>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <Stack spacing={2}>
      <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
            alignItems: 'center',
          }}
        >
          <TextField
            select
            size="small"
            label="Who"
            value={filter.actorId ?? ''}
            disabled={!people.data}
            onChange={(e) => set({ actorId: e.target.value === '' ? undefined : Number(e.target.value) })}
          >
            <MenuItem value="">Anyone</MenuItem>
            {(people.data?.people ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {`${p.name || p.email}${p.former ? ' (former)' : ''}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Action"
            value={filter.action ?? ''}
            onChange={(e) => set({ action: e.target.value || undefined })}
          >
            <MenuItem value="">Any action</MenuItem>
            {AUDIT_ACTIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {auditActionLabel(a)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label="From"
            value={filter.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={filter.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            component="a"
            href={`/api/audit.csv${auditSearch(query)}`}
            download
            variant="outlined"
            startIcon={<Download />}
          >
            Export CSV
          </Button>
        </Box>
      </Card>
      {log.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : log.isError ? (
        <Alert severity="error">{errorMessage(log.error, 'The audit log could not be loaded.')}</Alert>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">No entries match.</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Audit entries">
            {entries.map((e) => (
              <Card component="li" key={e.id} data-testid="audit-entry" sx={{ p: { xs: 1.5, sm: 2 } }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 650 }}>{auditActionLabel(e.action)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {when(e.at)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {e.actor ? e.actor.name || e.actor.email : 'Someone'}
                  {/* A person acting on themselves (signing in, a new password) is named once. */}
                  {e.target && e.target.id !== e.actor?.id ? ` → ${e.target.name || e.target.email}` : ''}
                  {e.enterpriseId ? ` · ${e.enterpriseName ?? `enterprise #${e.enterpriseId}`}` : ''}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {describe(e.details)}
                </Typography>
              </Card>
            ))}
          </Stack>
          <LoadMoreFooter
            query={log}
            loadingLabel="Loading older entries"
            failedMessage="We could not load older entries."
            moreLabel="Show older entries"
          />
        </>
      )}
    </Stack>
  );
}
