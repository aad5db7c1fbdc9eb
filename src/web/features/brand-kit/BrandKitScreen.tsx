import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Add from '@mui/icons-material/Add';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import {
  useArchiveBrandKit,
  useBrandKitCompanies,
  useBrandKits,
  useDeleteBrandKit,
  type BrandKitDto,
} from './api.ts';
import { AccessDialog } from './AccessDialog.tsx';
import { BrandKitCard, type KitAction } from './BrandKitCard.tsx';
import { BrandKitFormDialog } from './BrandKitFormDialog.tsx';
import { BrandKitViewDialog } from './BrandKitViewDialog.tsx';
import { canCreateBrandKit } from './form-model.ts';
import { BRAND_KIT_MESSAGES } from './messages.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';

type Open =
  { kind: 'none' } | { kind: 'create' } | { kind: 'view' | 'edit' | 'access' | 'delete'; id: number };

/**
 * /brandkit: the kits the user may see (GET /api/brand-kits), active or archived, each opened
 * read-only or, with EDIT, in the form; whoever has CREATE on a company (its owner, staff, people
 * granted it) creates kits. The owner and staff manage who may do what.
 */
export function BrandKitScreen() {
  const query = useBrandKits();
  const companies = useBrandKitCompanies();
  const archive = useArchiveBrandKit();
  const remove = useDeleteBrandKit();
  const toast = useToast();
  const [params] = useSearchParams();
  // /brandkit?kit=ID (the link from a request) opens that kit.
  const [open, setOpen] = useState<Open>(() => {
    const id = Number(params.get('kit'));
    return Number.isInteger(id) && id > 0 ? { kind: 'view', id } : { kind: 'none' };
  });
  const [tab, setTab] = useState<'active' | 'archived'>('active');
  const canCreate = canCreateBrandKit(companies.data ?? []);
  const allKits = query.data ?? [];
  const archivedCount = allKits.filter((k) => k.archivedAt).length;
  const kits = allKits.filter((k) => (tab === 'archived' ? k.archivedAt : !k.archivedAt));
  const openKit: BrandKitDto | null =
    open.kind !== 'none' && open.kind !== 'create' ? (allKits.find((k) => k.id === open.id) ?? null) : null;
  const close = () => setOpen({ kind: 'none' });
  const act = (kit: BrandKitDto, action: KitAction) => {
    if (action === 'access' || action === 'delete') setOpen({ kind: action, id: kit.id });
    else {
      archive.mutate(
        { id: kit.id, archived: action === 'archive' },
        {
          onSuccess: () =>
            toast.success(action === 'archive' ? `${kit.name} archived` : `${kit.name} restored`),
          onError: (error) => toast.error(errorMessage(error, BRAND_KIT_MESSAGES.saveFailed)),
        },
      );
    }
  };

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
      {(archivedCount > 0 || tab === 'archived') && (
        <Tabs value={tab} onChange={(_e, v: 'active' | 'archived') => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="active" label="Active" />
          <Tab value="archived" label={`Archived (${archivedCount})`} />
        </Tabs>
      )}
      {query.isPending ? (
        <Box role="status" aria-label="Loading brand kits" sx={gridSx}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} sx={{ borderRadius: 3.5 }} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadFailed query={query} message={BRAND_KIT_MESSAGES.loadFailed} />
      ) : kits.length === 0 && tab === 'archived' ? (
        <EmptyState
          icon={<PaletteOutlined />}
          title="No archived brand kits"
          description="Archived kits show here."
        />
      ) : kits.length === 0 ? (
        <EmptyState
          icon={<PaletteOutlined />}
          title="No brand kits yet"
          description={
            canCreate
              ? 'Create a brand kit for each of your companies: overview, audience, colours and fonts, channels and contacts, shared with the team.'
              : 'Brand kits of your companies will show here.'
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
              onAction={(action) => act(kit, action)}
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
      {open.kind === 'access' && openKit && (
        <AccessDialog companyId={openKit.company} companyName={openKit.companyName} onClose={close} />
      )}
      <ConfirmDialog
        open={open.kind === 'delete' && openKit !== null}
        title="Delete brand kit?"
        message={
          openKit
            ? `${openKit.name} and its files will be deleted. Requests already ordered with it keep their copy. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        cancelLabel="Keep"
        destructive
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() =>
          openKit &&
          remove.mutate(openKit.id, {
            onSuccess: () => {
              toast.success(`${openKit.name} deleted`);
              close();
            },
            onError: (error) => toast.error(errorMessage(error, BRAND_KIT_MESSAGES.saveFailed)),
          })
        }
      />
    </>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
} as const;
