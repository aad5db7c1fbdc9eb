import { Controller, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INDUSTRIES } from '#shared/domain/brand-kit.ts';
import {
  DESCRIPTION_MAX,
  idValue,
  type BrandKitFormValues,
  type CompanyChoice,
  type EnterpriseChoice,
} from './form-model.ts';
import { FormSection, fullRow } from './FormSection.tsx';
import { textField } from './text-field.ts';

/** Brand Overview: name, enterprise, company (of that enterprise), description (255 at most), industry. */
export function OverviewSection({
  enterprises,
  companies,
}: {
  enterprises: EnterpriseChoice[];
  companies: CompanyChoice[];
}) {
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<BrandKitFormValues>();
  const enterprise = idValue(useWatch({ control, name: 'enterprise' }));
  const description = useWatch({ control, name: 'description' }) ?? '';
  const ofEnterprise = companies.filter((c) => c.enterpriseId === enterprise);
  const tooLong = description.length > DESCRIPTION_MAX;

  return (
    <FormSection
      id="brand-overview"
      title="Brand Overview"
      description="The brand and the company it belongs to."
    >
      <TextField
        fullWidth
        label="Brand name"
        required
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        sx={fullRow}
        {...textField(register('name'))}
      />
      <Controller
        control={control}
        name="enterprise"
        render={({ field, fieldState }) => (
          <TextField
            fullWidth
            select
            label="Enterprise"
            required
            value={idValue(field.value)}
            onChange={(event) => {
              const next = idValue(event.target.value);
              field.onChange(next);
              // A company of another enterprise no longer fits.
              const company = idValue(getValues('company'));
              const stillFits = companies.some((c) => c.id === company && c.enterpriseId === next);
              if (!stillFits) {
                const only = companies.filter((c) => c.enterpriseId === next);
                setValue('company', only.length === 1 ? only[0]!.id : '', {
                  shouldValidate: fieldState.isTouched || Boolean(errors.company),
                });
              }
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {enterprises.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="company"
        render={({ field, fieldState }) => (
          <TextField
            fullWidth
            select
            label="Company"
            required
            value={ofEnterprise.some((c) => c.id === idValue(field.value)) ? idValue(field.value) : ''}
            onChange={(event) => field.onChange(idValue(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? (enterprise === '' ? 'Select an enterprise first' : undefined)
            }
          >
            {ofEnterprise.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        fullWidth
        label="Description"
        multiline
        minRows={3}
        error={Boolean(errors.description) || tooLong}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{errors.description?.message ?? ''}</span>
            <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              {description.length}/{DESCRIPTION_MAX}
            </Box>
          </Box>
        }
        sx={fullRow}
        {...textField(register('description'))}
      />
      <Controller
        control={control}
        name="industry"
        render={({ field }) => (
          <TextField
            fullWidth
            select
            label="Industry"
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          >
            <MenuItem value="">
              <em>Not set</em>
            </MenuItem>
            {INDUSTRIES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormSection>
  );
}
