import { useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { BrandKitFormValues } from '../form-model.ts';
import { fullRow } from '../FormSection.tsx';
import { LogoPreview } from '../LogoPreview.tsx';
import { textField } from '../text-field.ts';
import type { AssetOf } from './types.ts';

/** An uploaded logo: its name, and the logo on a light and on a dark background. */
export function LogoFields({ index, asset }: { index: number; asset: AssetOf<'LOGO'> }) {
  const { register } = useFormContext<BrandKitFormValues>();
  return (
    <>
      <TextField
        fullWidth
        label="Logo name"
        size="small"
        sx={fullRow}
        {...textField(register(`assets.${index}.name`))}
      />
      <Box sx={fullRow}>
        <LogoPreview fileId={asset.fileId} mime={asset.mime ?? ''} name={asset.name ?? ''} />
      </Box>
    </>
  );
}
