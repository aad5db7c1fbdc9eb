import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { formatDateTime } from '#shared/domain/formats.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { apiTokensQuery, deleteApiToken, postApiToken, type ApiTokenDto } from './api.ts';
import { NewTokenDialog } from './NewTokenDialog.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';

const STATE_CHIP = {
  active: null,
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Revoked', color: 'default' },
} as const;

const lifetime = (token: ApiTokenDto) =>
  token.state === 'active'
    ? `Expires ${formatDateTime(token.expiresAt)}`
    : token.state === 'expired'
      ? `Expired ${formatDateTime(token.expiresAt)}`
      : 'No longer works';

function TokenRow({ token, onRevoke }: { token: ApiTokenDto; onRevoke: (t: ApiTokenDto) => void }) {
  const chip = STATE_CHIP[token.state];
  const live = token.state === 'active';
  return (
    <Box
      component="li"
      aria-label={token.name}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
        opacity: live ? 1 : 0.7,
      }}
    >
      <KeyOutlined aria-hidden="true" sx={{ color: 'text.secondary' }} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{token.name}</Typography>
          <Chip
            size="small"
            variant="outlined"
            label={token.access === 'read' ? 'Read only' : 'Read and write'}
          />
          {chip && <Chip size="small" color={chip.color} label={chip.label} />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="code" sx={{ fontSize: '0.8125rem' }}>
            {token.prefix}…
          </Box>{' '}
          · Created {formatDateTime(token.createdAt)} · {lifetime(token)} · Last used{' '}
          {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'never'}
        </Typography>
      </Box>
      {live && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => onRevoke(token)}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </Button>
      )}
    </Box>
  );
}

/**
 * Personal API tokens (issue 29): for scripts and other tools to call the API as you. Each is shown
 * once when created; the list shows its first characters, access, expiry and last use; revoking one
 * stops it at once.
 */
export function ApiTokensSection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery(apiTokensQuery);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey });

  const revoke = useMutation({
    mutationFn: (token: ApiTokenDto) => deleteApiToken(token.id),
    onSuccess: (_answer, token) => {
      setRevoking(null);
      toast.success(`Revoked “${token.name}”`);
    },
    onError: (error) => toast.error(errorMessage(error, 'We could not revoke the token.')),
    onSettled: refresh,
  });

  const tokens = query.data?.data ?? [];
  return (
    <SettingsSection
      title="API tokens"
      description={
        <>
          For scripts and other tools to call the API as you, with your rights (or fewer: read only). Never
          for your account's own settings. See the API documentation for how to call it.
        </>
      }
    >
      {query.isPending ? (
        <Box aria-hidden="true">
          <Skeleton height={48} />
        </Box>
      ) : query.isError ? (
        <LoadFailed query={query} message="We could not load your API tokens." />
      ) : tokens.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          You have no API tokens.
        </Typography>
      ) : (
        <Box component="ul" aria-label="API tokens" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tokens.map((t) => (
            <TokenRow key={t.id} token={t} onRevoke={setRevoking} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => setCreating(true)}>
          New API token
        </Button>
      </Box>
      <NewTokenDialog
        open={creating}
        onClose={() => setCreating(false)}
        create={async (input) => {
          const { data } = await postApiToken(input);
          void refresh();
          return data;
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this token?"
        message={`“${revoking?.name ?? ''}” stops working at once: whatever uses it gets 401 from its next call.`}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        destructive
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </SettingsSection>
  );
}
