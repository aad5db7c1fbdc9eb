import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api, errorMessage } from '../../lib/api-client.ts';
import { creditsLabel, membershipLabel } from '../../lib/format.ts';
import { useBilling } from '../../lib/billing.ts';

/**
 * Owners with Stripe billing on: choose or change the tier through Stripe Checkout, or open the billing
 * portal. Nothing shows when billing is not configured.
 */
export function BillingActions({ enterpriseId, membership }: { enterpriseId: number; membership: string }) {
  const billing = useBilling();
  const [tier, setTier] = useState('');
  const go = useMutation({
    mutationFn: (kind: 'checkout' | 'portal') =>
      api
        .post<{ data: { url: string } }>(`/api/billing/${kind}`, {
          data: kind === 'checkout' ? { enterpriseId, tier } : { enterpriseId },
        })
        .then((r) => r.data.url),
    onSuccess: (url) => window.location.assign(url),
  });
  if (!billing.data?.enabled || billing.data.tiers.length === 0) return null;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        fullWidth
        select
        size="small"
        label="Plan"
        value={tier}
        onChange={(e) => setTier(e.target.value)}
        sx={{ minWidth: 220 }}
      >
        {billing.data.tiers.map((t) => (
          <MenuItem key={t.tier} value={t.tier} disabled={t.tier === membership}>
            {membershipLabel(t.tier)} · {creditsLabel(t.allowance)} a month
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={!tier || go.isPending} onClick={() => go.mutate('checkout')}>
        Change plan
      </Button>
      <Button disabled={go.isPending} onClick={() => go.mutate('portal')}>
        Manage billing
      </Button>
      {go.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {errorMessage(go.error, 'Billing is not available right now.')}
        </Alert>
      )}
    </Box>
  );
}
