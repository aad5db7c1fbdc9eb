// Over 400 lines on purpose: the four asset lists of a kit (logos, fonts, colours, links) share one
// field-array pattern and its upload, and read best side by side; each list is a small component below.
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  BRAND_KIT_MESSAGES as RULES,
  COLOR_MODES,
  FONT_MIMES,
  FONT_WEIGHTS,
  LOGO_MIMES,
} from '#shared/domain/brand-kit.ts';
import { useToast } from '../../lib/toast.ts';
import { FONT_ACCEPT, LOGO_ACCEPT, useAssetUpload } from './asset-upload.ts';
import { FontSample, LogoPreview } from './LogoPreview.tsx';
import type { BrandKitFormValues } from './form-model.ts';
import { FormSection, fullRow } from './FormSection.tsx';
import { textField } from './text-field.ts';

type AssetErrors = Record<string, { message?: string } | undefined> | undefined;

const KIND_LABELS = { LOGO: 'Logo', COLORS: 'Colour', TYPOGRAPHY: 'Typography', LINK: 'Link' } as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A hidden file input behind a button. */
function UploadButton({
  label,
  accept,
  busy,
  onFile,
  size = 'small',
}: {
  label: string;
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
  size?: 'small' | 'medium';
}) {
  return (
    <Button
      component="label"
      variant="outlined"
      size={size}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <UploadFileOutlined />}
    >
      {label}
      <input
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}

/**
 * Design Assets: logos (image, SVG or PDF, uploaded through the upload pipeline and previewed on a
 * light and a dark background), colours (Picker or Manual hex), typography (name, weights and an
 * optional font file) and links (http or https only).
 */
export function AssetsSection() {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<BrandKitFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'assets' });
  const assets = useWatch({ control, name: 'assets' }) ?? [];
  const toast = useToast();
  const logoUpload = useAssetUpload();
  const fontUpload = useAssetUpload();

  const addLogo = async (file: File) => {
    const stored = await logoUpload.upload(file);
    if (!stored) return;
    if (!(LOGO_MIMES as readonly string[]).includes(stored.mime)) {
      toast.error(RULES.logoType);
      return;
    }
    append({ kind: 'LOGO', fileId: stored.id, name: stored.name, mime: stored.mime });
  };
  const setFontFile = async (index: number, file: File) => {
    const stored = await fontUpload.upload(file);
    if (!stored) return;
    if (!(FONT_MIMES as readonly string[]).includes(stored.mime)) {
      toast.error(RULES.fontType);
      return;
    }
    setValue(`assets.${index}.fileId`, stored.id, { shouldDirty: true });
    setValue(`assets.${index}.fileName`, stored.name, { shouldDirty: true });
  };

  return (
    <FormSection
      id="design-assets"
      title="Design Assets"
      description="Logos, colours, typography and links to brand files."
    >
      <Box
        component="ul"
        aria-label="Design assets"
        sx={{ ...fullRow, listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {fields.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            No assets yet. Add the brand&apos;s logo, colours, fonts and links below.
          </Typography>
        )}
        {fields.map((item, index) => {
          const asset = assets[index] ?? item;
          const fieldErrors = errors.assets?.[index] as AssetErrors;
          const label = `${KIND_LABELS[asset.kind]} ${index + 1}`;
          return (
            <Box
              component="li"
              key={item.id}
              aria-label={label}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
                gap: 1.5,
                p: 1.75,

                position: 'relative',
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 1.5,
              }}
            >
              <Typography
                variant="overline"
                color="text.secondary"
                sx={{ gridColumn: '1 / -1', lineHeight: 1.5, pr: 4 }}
              >
                {KIND_LABELS[asset.kind]}
              </Typography>
              <IconButton
                aria-label={`Remove ${label}`}
                onClick={() => remove(index)}
                size="small"
                sx={{ position: 'absolute', top: 8, right: 8 }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>

              {asset.kind === 'COLORS' && (
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
                      const error = fieldErrors?.hex?.message;
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
              )}

              {asset.kind === 'TYPOGRAPHY' && (
                <>
                  <TextField
                    fullWidth
                    label="Font family"
                    size="small"
                    required
                    error={Boolean(fieldErrors?.family)}
                    helperText={fieldErrors?.family ? RULES.fontFamily : undefined}
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
                        busy={fontUpload.busy}
                        onFile={(file) => void setFontFile(index, file)}
                      />
                    )}
                  </Box>
                  {asset.family && (
                    <Box sx={fullRow}>
                      <FontSample
                        family={asset.family}
                        weights={asset.weights ?? [400]}
                        fileId={asset.fileId}
                      />
                    </Box>
                  )}
                </>
              )}

              {asset.kind === 'LINK' && (
                <>
                  <TextField
                    fullWidth
                    label="Label"
                    size="small"
                    {...textField(register(`assets.${index}.label`))}
                  />
                  <TextField
                    fullWidth
                    label="URL"
                    size="small"
                    type="url"
                    required
                    placeholder="https://"
                    error={Boolean(fieldErrors?.url)}
                    helperText={fieldErrors?.url ? RULES.url : undefined}
                    {...textField(register(`assets.${index}.url`))}
                  />
                </>
              )}

              {asset.kind === 'LOGO' && (
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
              )}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ ...fullRow, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <UploadButton
          label="Upload logo"
          accept={LOGO_ACCEPT}
          busy={logoUpload.busy}
          onFile={(f) => void addLogo(f)}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<Add />}
          onClick={() => append({ kind: 'COLORS', mode: 'Picker', name: '', hex: '#4F46E5' })}
        >
          Add colour
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Add />}
          onClick={() =>
            append({ kind: 'TYPOGRAPHY', family: '', usage: '', weights: [400], fileId: null, fileName: '' })
          }
        >
          Add typography
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Add />}
          onClick={() => append({ kind: 'LINK', label: '', url: '' })}
        >
          Add link
        </Button>
      </Box>
    </FormSection>
  );
}
