import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import { BrandKitInputSchema, type BrandKitInput } from '#shared/domain/brand-kit.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { REQUEST_MESSAGES } from '../../lib/requests/messages.ts';
import { useBrandKitCompanies, useSaveBrandKit, type BrandKitDto } from './api.ts';
import { AssetsSection } from './AssetsSection.tsx';
import { AudienceSection } from './AudienceSection.tsx';
import { ChannelsSection } from './ChannelsSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { companyChoices, emptyBrandKit, toFormValues, type BrandKitFormValues } from './form-model.ts';
import { BRAND_KIT_MESSAGES } from './messages.ts';
import { OverviewSection } from './OverviewSection.tsx';

/**
 * Create (kit null) or edit a brand kit: the five sections of spec section 3, validated with the
 * shared BrandKitInputSchema. Closing with unsaved changes asks first.
 */
export function BrandKitFormDialog({ kit, onClose }: { kit: BrandKitDto | null; onClose: () => void }) {
  const access = useBrandKitCompanies();
  const toast = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSaveBrandKit();
  const [confirmClose, setConfirmClose] = useState(false);
  const { enterprises, companies } = companyChoices(access.data ?? [], kit ? 'EDIT' : 'CREATE');
  const form = useForm<BrandKitFormValues, unknown, BrandKitInput>({
    resolver: zodResolver(BrandKitInputSchema),
    defaultValues: kit ? toFormValues(kit) : emptyBrandKit(),
  });
  const title = kit ? `Edit ${kit.name}` : 'New Brand Kit';

  const requestClose = () => {
    if (save.isPending) return;
    if (form.formState.isDirty) setConfirmClose(true);
    else onClose();
  };

  const onValid = (data: BrandKitInput) =>
    save.mutate(
      { id: kit?.id ?? null, data },
      {
        onSuccess: () => {
          toast.success(kit ? BRAND_KIT_MESSAGES.updated : BRAND_KIT_MESSAGES.created);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, BRAND_KIT_MESSAGES.saveFailed)),
      },
    );

  return (
    <Dialog
      open
      onClose={requestClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="brand-kit-form-title"
      scroll="paper"
    >
      <DialogTitle id="brand-kit-form-title" sx={{ pr: 7 }}>
        {title}
        <IconButton
          aria-label="Close"
          onClick={requestClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-labelledby="brand-kit-form-title"
          onSubmit={form.handleSubmit(onValid)}
          sx={{ display: 'contents' }}
        >
          <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
            <OverviewSection enterprises={enterprises} companies={companies} />
            <AudienceSection />
            <AssetsSection />
            <ChannelsSection />
            <ContactSection />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button color="inherit" onClick={requestClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {kit ? 'Save changes' : 'Create brand kit'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
      <ConfirmDialog
        open={confirmClose}
        title={REQUEST_MESSAGES.unsavedTitle}
        message={REQUEST_MESSAGES.unsavedChanges}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
        onCancel={() => setConfirmClose(false)}
      />
    </Dialog>
  );
}
