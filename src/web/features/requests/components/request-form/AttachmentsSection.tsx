import { Controller } from 'react-hook-form';
import { UPLOAD_LIMITS } from '#shared/domain/validation.ts';
import { FileList } from '../../../../components/FileList.tsx';
import { useDrawer } from '../../drawer-context.ts';
import { FormSection } from './FormSection.tsx';
import type { RequestFormModel } from './useRequestForm.ts';

/**
 * The request's files: the drawer's attachments slot (the uploads feature's drop zone, passed in by
 * the app layer), or the attached files as links that can be taken off the form without it.
 */
export function AttachmentsSection({ model, disabled }: { model: RequestFormModel; disabled: boolean }) {
  const drawer = useDrawer();
  const Slot = drawer.slots.attachments;
  return (
    <FormSection title="Attachments">
      <Controller
        control={model.form.control}
        name="files"
        render={({ field }) =>
          Slot ? (
            <Slot
              files={field.value}
              onChange={field.onChange}
              maxFiles={UPLOAD_LIMITS.maxFiles}
              disabled={disabled}
              onBusyChange={model.uploads.reporter('files')}
            />
          ) : (
            <FileList
              files={field.value}
              empty="No files attached."
              onRemove={(file) => field.onChange(field.value.filter((f) => f.id !== file.id))}
            />
          )
        }
      />
    </FormSection>
  );
}
