import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Add from '@mui/icons-material/Add';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../auth/AuthProvider.tsx';
import { useBrandKits, type BrandKitDto } from './api.ts';
import { BrandKitCard } from './BrandKitCard.tsx';
import { BrandKitFormDialog } from './BrandKitFormDialog.tsx';
import { BrandKitViewDialog } from './BrandKitViewDialog.tsx';
import { canCreateBrandKit } from './form-model.ts';
import { BRAND_KIT_MESSAGES } from './messages.ts';

type Open = { kind: 'none' } | { kind: 'create' } | { kind: 'view' | 'edit'; id: number };

/**
 * /brandkit: the kits the user may see (GET /api/brand-kits), each opened read-only or, with EDIT,
 * in the form; customers create kits for their companies (staff have no CREATE).
 */
export function BrandKitScreen() {
  const session = useSession();
  const query = useBrandKits();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const canCreate = canCreateBrandKit(session);
  const kits = query.data ?? [];
  const openKit: BrandKitDto | null =
    open.kind === 'view' || open.kind === 'edit' ? (kits.find((k) => k.id === open.id) ?? null) : null;
  const close = () => setOpen({ kind: 'none' });

  const createButton = canCreate ? (
    <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ kind: 'create' })}>
      New Brand Kit
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader
        title="Brand Kit"
        description="Keep each brand's assets in one place so every request starts from the right logo, colours and voice."
        actions={createButton}
      />
      {query.isPending ? (
        <Box role="status" aria-label="Loading brand kits" sx={gridSx}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} sx={{ borderRadius: 3.5 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(query.error, BRAND_KIT_MESSAGES.loadFailed)}
        </Alert>
      ) : kits.length === 0 ? (
        <EmptyState
          icon={<PaletteOutlined />}
          title="No brand kits yet"
          description={
            canCreate
              ? 'Create a brand kit for each of your companies: overview, audience, colours and fonts, channels and contacts, shared with the team.'
              : 'Customers create brand kits for their companies; they will show here.'
          }
          action={
            canCreate ? (
              <Button variant="outlined" startIcon={<Add />} onClick={() => setOpen({ kind: 'create' })}>
                Create a brand kit
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Box sx={gridSx}>
          {kits.map((kit) => (
            <BrandKitCard
              key={kit.id}
              kit={kit}
              onView={() => setOpen({ kind: 'view', id: kit.id })}
              onEdit={() => setOpen({ kind: 'edit', id: kit.id })}
            />
          ))}
        </Box>
      )}
      {open.kind === 'create' && <BrandKitFormDialog kit={null} onClose={close} />}
      {open.kind === 'edit' && openKit && openKit.permissions.includes('EDIT') && (
        <BrandKitFormDialog key={openKit.id} kit={openKit} onClose={close} />
      )}
      {open.kind === 'view' && openKit && (
        <BrandKitViewDialog
          kit={openKit}
          onClose={close}
          onEdit={() => setOpen({ kind: 'edit', id: openKit.id })}
        />
      )}
    </>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
} as const;
