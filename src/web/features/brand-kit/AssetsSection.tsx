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
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { COLOR_MODES } from '#shared/domain/brand-kit.ts';
import type { BrandKitFormValues } from './form-model.ts';
import { FormSection, fullRow } from './FormSection.tsx';
import { textField } from './text-field.ts';

type AssetErrors = Record<string, { message?: string } | undefined> | undefined;

const KIND_LABELS = { LOGO: 'Logo', COLORS: 'Colour', TYPOGRAPHY: 'Typography', LINK: 'Link' } as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Design Assets: colours (entered with the Picker or typed by hand, Manual), typography and links.
 * Logos uploaded elsewhere are kept and can be removed.
 */
export function AssetsSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<BrandKitFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'assets' });
  const assets = useWatch({ control, name: 'assets' }) ?? [];

  return (
    <FormSection
      id="design-assets"
      title="Design Assets"
      description="Colours, typography and links to brand files."
    >
      <Box
        component="ul"
        aria-label="Design assets"
        sx={{ ...fullRow, listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {fields.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            No assets yet. Add the brand&apos;s colours, fonts and links below.
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
                    label="Font family"
                    size="small"
                    required
                    error={Boolean(fieldErrors?.family)}
                    helperText={fieldErrors?.family ? 'Enter a font family' : undefined}
                    {...textField(register(`assets.${index}.family`))}
                  />
                  <TextField
                    label="Used for"
                    size="small"
                    placeholder="Headings, body…"
                    {...textField(register(`assets.${index}.usage`))}
                  />
                </>
              )}

              {asset.kind === 'LINK' && (
                <>
                  <TextField label="Label" size="small" {...textField(register(`assets.${index}.label`))} />
                  <TextField
                    label="URL"
                    size="small"
                    type="url"
                    required
                    placeholder="https://"
                    error={Boolean(fieldErrors?.url)}
                    helperText={fieldErrors?.url ? 'Enter a full address starting with https://' : undefined}
                    {...textField(register(`assets.${index}.url`))}
                  />
                </>
              )}

              {asset.kind === 'LOGO' && (
                <Box sx={{ ...fullRow, display: 'flex', alignItems: 'center', gap: 1 }}>
                  <ImageOutlined color="action" aria-hidden="true" />
                  <Typography variant="body2">{asset.name || 'Logo file'}</Typography>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ ...fullRow, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
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
          onClick={() => append({ kind: 'TYPOGRAPHY', family: '', usage: '' })}
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
