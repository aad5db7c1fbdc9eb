import { useFormContext } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { BRAND_KIT_MESSAGES as RULES } from '#shared/domain/brand-kit.ts';
import type { BrandKitFormValues } from '../form-model.ts';
import { textField } from '../text-field.ts';
import type { AssetErrors } from './types.ts';

/** A link to brand files: its label and URL (http or https only). */
export function LinkFields({ index, errors }: { index: number; errors: AssetErrors }) {
  const { register } = useFormContext<BrandKitFormValues>();
  return (
    <>
      <TextField fullWidth label="Label" size="small" {...textField(register(`assets.${index}.label`))} />
      <TextField
        fullWidth
        label="URL"
        size="small"
        type="url"
        required
        placeholder="https://"
        error={Boolean(errors?.url)}
        helperText={errors?.url ? RULES.url : undefined}
        {...textField(register(`assets.${index}.url`))}
      />
    </>
  );
}
