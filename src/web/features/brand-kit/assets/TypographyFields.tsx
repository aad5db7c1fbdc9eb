import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BRAND_KIT_MESSAGES as RULES, FONT_WEIGHTS } from '#shared/domain/brand-kit.ts';
import { FONT_ACCEPT } from '../asset-upload.ts';
import type { BrandKitFormValues } from '../form-model.ts';
import { fullRow } from '../FormSection.tsx';
import { FontSample } from '../LogoPreview.tsx';
import { textField } from '../text-field.ts';
import type { AssetErrors, AssetOf } from './types.ts';
import { UploadButton } from './UploadButton.tsx';

/**
 * A typeface of the kit: family, what it is used for, its weights, an optional font file (uploaded
 * by the section, which holds the one font upload) and a sample in it.
 */
export function TypographyFields({
  index,
  asset,
  errors,
  uploadingFont,
  onFontFile,
}: {
  index: number;
  asset: AssetOf<'TYPOGRAPHY'>;
  errors: AssetErrors;
  /** A font file is being uploaded (for any typeface of the kit). */
  uploadingFont: boolean;
  onFontFile: (file: File) => void;
}) {
  const { register, control, setValue } = useFormContext<BrandKitFormValues>();
  return (
    <>
      <TextField
        fullWidth
        label="Font family"
        size="small"
        required
        error={Boolean(errors?.family)}
        helperText={errors?.family ? RULES.fontFamily : undefined}
        {...textField(register(`assets.${index}.family`))}
      />
      <TextField
        fullWidth
        label="Used for"
        size="small"
        placeholder="Headings, body…"
        {...textField(register(`assets.${index}.usage`))}
      />
      <Controller
        control={control}
        name={`assets.${index}.weights`}
        render={({ field }) => (
          <Box sx={fullRow}>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
              Weights
            </Typography>
            <ToggleButtonGroup
              size="small"
              aria-label="Font weights"
              value={field.value ?? [400]}
              onChange={(_event, value: number[]) => field.onChange(value)}
              sx={{ flexWrap: 'wrap' }}
            >
              {FONT_WEIGHTS.map((w) => (
                <ToggleButton key={w} value={w} aria-label={`Weight ${w}`} sx={{ px: 1.25 }}>
                  {w}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        )}
      />
      <Box sx={{ ...fullRow, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {asset.fileId ? (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Font file: {asset.fileName || 'uploaded'}
            </Typography>
            <Button
              size="small"
              color="inherit"
              onClick={() => {
                setValue(`assets.${index}.fileId`, null, { shouldDirty: true });
                setValue(`assets.${index}.fileName`, '', { shouldDirty: true });
              }}
            >
              Remove font file
            </Button>
          </>
        ) : (
          <UploadButton
            label="Upload font file"
            accept={FONT_ACCEPT}
            busy={uploadingFont}
            onFile={onFontFile}
          />
        )}
      </Box>
      {asset.family && (
        <Box sx={fullRow}>
          <FontSample family={asset.family} weights={asset.weights ?? [400]} fileId={asset.fileId} />
        </Box>
      )}
    </>
  );
}
