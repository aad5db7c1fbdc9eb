import Box from '@mui/material/Box';
import { dueDateFor } from '#shared/domain/due-date.ts';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useDrawer } from '../drawer-context.ts';
import { DrawerBody, DrawerHeader } from './DrawerLayout.tsx';
import { BasicsFields } from './request-form/BasicsFields.tsx';
import { DetailsSection } from './request-form/DetailsSection.tsx';
import { AttachmentsSection } from './request-form/AttachmentsSection.tsx';
import { PrioritySelect } from './request-form/PrioritySelect.tsx';
import { VoiceNoteSection } from './request-form/VoiceNoteSection.tsx';
import { FormVersionDialog } from './request-form/FormVersionDialog.tsx';
import { RequestFormActions } from './request-form/RequestFormActions.tsx';
import { StaffFields } from './request-form/StaffFields.tsx';
import { SummaryAside } from './request-form/SummaryAside.tsx';
import { useRequestForm, type RequestFormProps } from './request-form/useRequestForm.ts';
import { useSaveRequestForm } from './request-form/useSaveRequestForm.ts';

/*
 * The create / edit form of the request drawer (spec section 2). What it knows lives in
 * request-form/useRequestForm.ts (state, validation, type and version, price and credit, people,
 * permissions) and how it saves in useSaveRequestForm.ts; this file lays out the sections.
 */
export function RequestForm(props: RequestFormProps) {
  const model = useRequestForm(props);
  const saving = useSaveRequestForm(model);
  const drawer = useDrawer();
  const { mode, request, values, isStaff } = model;

  const headerTitle =
    mode === 'create'
      ? 'New Service Request'
      : values.title.trim() || request?.title || 'Edit Service Request';
  const estimatedDue = dueDateFor(values.priorityLevel, new Date());

  return (
    <>
      <DrawerHeader
        title={headerTitle}
        fullTitle={values.title}
        chip={request ? <StatusChip status={request.status} /> : undefined}
        onClose={drawer.close}
      />
      <DrawerBody>
        <Box
          component="form"
          noValidate
          data-request-form
          aria-label={mode === 'create' ? 'New service request' : 'Edit service request'}
          onSubmit={(e) => {
            e.preventDefault();
          }}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          {/* One column no wider than the drawer: a long title, company or name wraps or ends in an ellipsis. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, minWidth: 0 }}>
            <BasicsFields model={model} titleRef={saving.titleRef} />
            {isStaff && <StaffFields model={model} estimatedDue={estimatedDue} />}
            <DetailsSection model={model} />
            <AttachmentsSection model={model} disabled={saving.busy} />
            <PrioritySelect model={model} estimatedDue={estimatedDue} />
            <VoiceNoteSection model={model} disabled={saving.busy} />
          </Box>
          <SummaryAside model={model} />
        </Box>
      </DrawerBody>
      <RequestFormActions model={model} saving={saving} />
      <FormVersionDialog model={model} />
    </>
  );
}
