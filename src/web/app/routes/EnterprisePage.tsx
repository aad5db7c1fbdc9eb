import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { formatDate } from '#shared/domain/formats.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { creditsLabel, formatCredit, membershipLabel, pendingTierLabel } from '../../lib/format.ts';
import { useToast } from '../../lib/toast.ts';
import { PATHS, auditPath, teamPath } from '../../paths.ts';
import {
  LedgerView,
  MembershipForm,
  PendingTierNotice,
  useChangeCredits,
  announceCreditChange,
  useEnterprise,
  type EnterpriseDetail,
} from '../../features/credits/index.ts';
import { EnterpriseTwoFactorCard } from '../../features/accounts/index.ts';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** A figure; `note` says what changes it next (a tier that starts at the renewal). */
function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string | undefined;
  testId?: string;
}) {
  return (
    <Card sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" data-testid={testId && `${testId}-next`}>
          {note}
        </Typography>
      )}
    </Card>
  );
}

const FIELD_LABELS = {
  membership: 'Tier',
  pendingMembership: 'Tier from the next renewal',
  paymentAt: 'Payment date',
} as const;
const showValue = (field: keyof typeof FIELD_LABELS, v: string | null) =>
  v === null ? '—' : field === 'paymentAt' ? formatDate(v) : membershipLabel(v);

function CreditForm({ enterprise }: { enterprise: EnterpriseDetail }) {
  const toast = useToast();
  const mutation = useChangeCredits(enterprise.id);
  const [direction, setDirection] = useState<'grant' | 'remove'>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Box
      component="form"
      aria-label="Grant or remove credit"
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate(
          { direction, amount: amount.trim(), reason },
          {
            onSuccess: (answer) => {
              announceCreditChange(
                toast,
                answer,
                `${direction === 'grant' ? 'Granted' : 'Removed'} ${creditsLabel(amount)}`,
              );
              setAmount('');
              setReason('');
            },
          },
        );
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'auto 160px 1fr auto' },
        alignItems: 'start',
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={direction}
        onChange={(_, v: 'grant' | 'remove' | null) => v && setDirection(v)}
        aria-label="Grant or remove"
      >
        <ToggleButton value="grant">Grant</ToggleButton>
        <ToggleButton value="remove">Remove</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        fullWidth
        size="small"
        label="Credits"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        fullWidth
        size="small"
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        placeholder="Shown in the ledger"
      />
      <Button
        type="submit"
        variant="contained"
        color={direction === 'remove' ? 'error' : 'primary'}
        disabled={mutation.isPending || !amount.trim() || !reason.trim()}
      >
        {direction === 'grant' ? 'Grant credit' : 'Remove credit'}
      </Button>
      {mutation.isError && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {errorMessage(mutation.error, 'The credit could not be changed.')}
        </Alert>
      )}
    </Box>
  );
}

/** Staff: one enterprise — membership, renewal, grants and removals, history and ledger. */
export default function EnterprisePage() {
  const id = Number(useParams().enterpriseId);
  const enterprise = useEnterprise(id);
  const e = enterprise.data;
  const back = (
    <Link
      component={RouterLink}
      to={PATHS.enterprises}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBack fontSize="small" /> Enterprises
    </Link>
  );
  if (enterprise.isPending) {
    return (
      <>
        <PageHeader title="Enterprise" eyebrow={back} />
        <Skeleton variant="rounded" height={240} />
      </>
    );
  }
  if (!e) {
    return (
      <>
        <PageHeader title="Enterprise" eyebrow={back} />
        <Alert severity="error">
          {errorMessage(enterprise.error, 'The enterprise could not be loaded.')}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={e.name}
        eyebrow={back}
        description={`Owners: ${e.owners.map((o) => o.email).join(', ') || '—'} · Companies: ${
          e.companies.map((c) => c.name).join(', ') || '—'
        } · ${e.usersCount} ${e.usersCount === 1 ? 'user' : 'users'}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={teamPath(e.id)} variant="contained">
              Team
            </Button>
            <Button component={RouterLink} to={auditPath(e.id)} variant="outlined">
              Audit log
            </Button>
          </Box>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          mb: 2.5,
        }}
      >
        <Figure
          label="Tier"
          value={membershipLabel(e.membership)}
          note={e.pending ? pendingTierLabel(e.pending) : undefined}
          testId="enterprise-tier"
        />
        <Figure
          label="Monthly allowance"
          value={formatCredit(e.allowance)}
          note={
            e.pending ? `${formatCredit(e.pending.allowance)} from ${formatDate(e.pending.from)}` : undefined
          }
          testId="enterprise-allowance"
        />
        <Figure label="Balance" value={formatCredit(e.balance)} testId="enterprise-balance" />
        <Figure label="Next renewal" value={e.nextRenewal ? formatDate(e.nextRenewal) : '—'} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Section title="Membership" id="enterprise-membership">
          <PendingTierNotice enterprise={e} />
          <MembershipForm enterprise={e} />
        </Section>
        <Section title="Grant or remove credit" id="enterprise-credit">
          <CreditForm enterprise={e} />
        </Section>
        <Section title="Two-factor sign-in" id="enterprise-two-factor">
          <EnterpriseTwoFactorCard enterpriseId={e.id} />
        </Section>
        <Section title="Credit ledger" id="enterprise-ledger">
          <LedgerView enterpriseId={e.id} />
        </Section>
        <Section title="History" id="enterprise-history">
          {e.history.length === 0 ? (
            <Typography color="text.secondary">No membership changes yet.</Typography>
          ) : (
            <Box component="ul" data-testid="enterprise-history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {e.history.map((h) => (
                <Box
                  component="li"
                  key={h.id}
                  sx={{
                    py: 1,
                    '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
                  }}
                >
                  <Typography variant="body2">
                    <strong>{FIELD_LABELS[h.field]}</strong>: {showValue(h.field, h.fromValue)} →{' '}
                    {showValue(h.field, h.toValue)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {h.actorName ?? 'Someone no longer here'} ·{' '}
                    {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(h.createdAt),
                    )}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Section>
      </Box>
    </>
  );
}
