import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/api-client.ts';
import { RequestDynamicField } from '../../../../components/RequestDynamicField.tsx';
import { useDrawer } from '../../drawer-context.ts';
import { FormSection } from './FormSection.tsx';
import type { RequestFormModel } from './useRequestForm.ts';

/** The chosen type's own fields (its form), or why they are not there yet. */
export function DetailsSection({ model }: { model: RequestFormModel }) {
  const { form, type, values, uploads } = model;
  const { control, setValue, getValues } = form;
  const { definition, typeId, typeName } = type;
  // The uploads feature's drop zone, when the app passed it in (one zone per file field).
  const fileZone = useDrawer().slots.attachments;
  if (!typeId) return null;
  const outdated = type.outdatedDraft;
  return (
    <FormSection title="Details" description={typeName ? `What we need to know for ${typeName}` : undefined}>
      {outdated?.choice === 'stay' && (
        <Alert severity="info" role="status" data-testid="form-version-note">
          This draft keeps version {outdated.draftVersion} of the form and its price; version{' '}
          {outdated.currentVersion} is the current one.
          <Box sx={{ mt: 1 }}>
            <Button color="inherit" size="small" variant="outlined" onClick={outdated.move}>
              Move to version {outdated.currentVersion}
            </Button>
          </Box>
        </Alert>
      )}
      {!definition || !type.fieldsReady ? (
        type.typeQuery.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(type.typeQuery.error, 'The form of this request type could not be loaded.')}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <CircularProgress size={18} /> Loading the form…
          </Box>
        )
      ) : definition.fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This type needs no further details.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.25 }}>
          {definition.fields.map((f, i) => (
            <Controller
              key={`${typeId}@${type.version ?? 0}-${f.label}`}
              control={control}
              name={`fields.${i}`}
              render={({ field, fieldState }) => (
                <RequestDynamicField
                  index={i}
                  field={f}
                  form={definition}
                  entry={field.value ?? { value: '', custom: '' }}
                  placeholder={type.placeholders[f.label]}
                  error={fieldState.error?.message}
                  onChange={field.onChange}
                  files={values.typeSpecificFiles[f.label] ?? []}
                  onBusyChange={uploads.reporter(`field:${typeId}:${f.label}`)}
                  fileZone={fileZone}
                  onFilesChange={(list) =>
                    setValue(
                      'typeSpecificFiles',
                      { ...getValues('typeSpecificFiles'), [f.label]: list },
                      { shouldDirty: true },
                    )
                  }
                />
              )}
            />
          ))}
        </Box>
      )}
    </FormSection>
  );
}
