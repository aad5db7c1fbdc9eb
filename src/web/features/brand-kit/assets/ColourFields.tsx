import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { COLOR_MODES } from '#shared/domain/brand-kit.ts';
import type { BrandKitFormValues } from '../form-model.ts';
import { fullRow } from '../FormSection.tsx';
import { textField } from '../text-field.ts';
import type { AssetErrors, AssetOf } from './types.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour of the kit: its name, and its hex by the colour picker or typed (Picker or Manual). */
export function ColourFields({
  index,
  asset,
  errors,
}: {
  index: number;
  asset: AssetOf<'COLORS'>;
  errors: AssetErrors;
}) {
  const { register, control } = useFormContext<BrandKitFormValues>();
  return (
    <>
      <TextField
        fullWidth
        label="Colour name"
        size="small"
        {...textField(register(`assets.${index}.name`))}
      />
      <Controller
        control={control}
        name={`assets.${index}.mode`}
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label="Colour entry mode"
            value={field.value ?? 'Picker'}
            onChange={(_event, value: string | null) => value && field.onChange(value)}
            sx={{ alignSelf: 'center' }}
          >
            {COLOR_MODES.map((mode) => (
              <ToggleButton key={mode} value={mode} sx={{ px: 2 }}>
                {mode}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      />
      <Controller
        control={control}
        name={`assets.${index}.hex`}
        render={({ field }) => {
          const hex = typeof field.value === 'string' ? field.value : '';
          const error = errors?.hex?.message;
          return (asset.mode ?? 'Picker') === 'Picker' ? (
            <Box sx={{ ...fullRow, display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box
                component="input"
                type="color"
                aria-label="Colour"
                value={HEX.test(hex) ? hex.toLowerCase() : '#000000'}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  field.onChange(event.target.value.toUpperCase())
                }
                onBlur={field.onBlur}
                ref={field.ref}
                sx={{
                  width: 48,
                  height: 40,
                  p: 0.5,
                  border: '1px solid',
                  borderColor: error ? 'error.main' : 'divider',
                  borderRadius: 1,
                  bgcolor: 'background.paper',
                  cursor: 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: 0 },
                  '&::-webkit-color-swatch': { border: 'none', borderRadius: '6px' },
                  '&::-moz-color-swatch': { border: 'none', borderRadius: '6px' },
                }}
              />
              <Typography sx={{ fontFamily: 'monospace', fontSize: '0.9375rem' }}>
                {hex || 'Pick a colour'}
              </Typography>
              {error && (
                <Typography variant="caption" color="error">
                  {error}
                </Typography>
              )}
            </Box>
          ) : (
            <Box sx={{ ...fullRow, display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 40,
                  height: 40,
                  flexShrink: 0,
                  borderRadius: 1,
                  border: '1px solid',
                  borderColor: 'divider',
                  bgcolor: HEX.test(hex) ? hex : 'transparent',
                }}
              />
              <TextField
                fullWidth
                label="Hex"
                size="small"
                placeholder="#1A2B3C"
                value={hex}
                onChange={(event) => field.onChange(event.target.value.trim())}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(error)}
                helperText={error}
                sx={{ maxWidth: 220 }}
              />
            </Box>
          );
        }}
      />
    </>
  );
}
