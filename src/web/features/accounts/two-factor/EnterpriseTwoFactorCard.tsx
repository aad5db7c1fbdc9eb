import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { userName } from '../../../lib/people.ts';
import { useToast } from '../../../lib/toast.ts';
import {
  useEnterpriseRequirement,
  useEnterpriseTwoFactor,
  useResetTwoFactor,
  type EnterpriseTwoFactor,
} from './api.ts';
import { RequirementSwitch } from './TwoFactorSection.tsx';

type Person = EnterpriseTwoFactor['people'][number];

/**
 * Staff, on an enterprise's page: whether it requires two-factor sign-in, who of its people has it
 * on, and a reset for someone who lost their device (recorded in the audit log).
 */
export function EnterpriseTwoFactorCard({ enterpriseId }: { enterpriseId: number }) {
  const query = useEnterpriseTwoFactor(enterpriseId);
  const requirement = useEnterpriseRequirement(enterpriseId);
  const reset = useResetTwoFactor();
  const toast = useToast();
  const [resetting, setResetting] = useState<Person | null>(null);
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, 'Could not load.')}</Alert>;
  const data = query.data;
  if (!data) return <Skeleton variant="rounded" height={96} />;
  return (
    // One column as wide as the card: a long name in the list (one line, ellipsis) must not widen it.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <RequirementSwitch
        label="Require two-factor sign-in of everyone in this enterprise"
        required={requirement.isPending ? (requirement.variables ?? data.required) : data.required}
        busy={requirement.isPending}
        error={requirement.isError ? errorMessage(requirement.error, 'Could not change it.') : null}
        onChange={(v) => requirement.mutate(v)}
      />
      <Box
        component="ul"
        aria-label="People and their two-factor sign-in"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {data.people.map((p) => (
          <Box
            component="li"
            key={p.id}
            data-testid="two-factor-person"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              py: 1,
              '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
            }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {userName(p)}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {p.email}
              </Typography>
            </Box>
            <Chip
              size="small"
              label={p.enabled ? 'Two-factor on' : 'Two-factor off'}
              color={p.enabled ? 'success' : 'default'}
            />
            {p.enabled && (
              <Button size="small" color="error" onClick={() => setResetting(p)}>
                Reset
              </Button>
            )}
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={resetting !== null}
        title="Reset two-factor sign-in?"
        message={
          resetting
            ? `${userName(resetting)} is signed out everywhere and will sign in with the password alone (and set two-factor up again if it is required). Do this only when you are sure it is them. The reset is recorded with your name.`
            : ''
        }
        confirmLabel="Reset"
        cancelLabel="Cancel"
        destructive
        busy={reset.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={() =>
          resetting &&
          reset.mutate(resetting.id, {
            onSuccess: () => {
              toast.success(`Two-factor sign-in reset for ${userName(resetting)}.`);
              setResetting(null);
            },
            onError: (error) => toast.error(errorMessage(error, 'Could not reset it.')),
          })
        }
      />
    </Box>
  );
}
