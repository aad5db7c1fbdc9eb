import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { BRAND_KIT_MESSAGES as RULES, FONT_MIMES, LOGO_MIMES } from '#shared/domain/brand-kit.ts';
import { useToast } from '../../lib/toast.ts';
import { LOGO_ACCEPT, useAssetUpload } from './asset-upload.ts';
import type { BrandKitFormValues } from './form-model.ts';
import { FormSection, fullRow } from './FormSection.tsx';
import { ColourFields } from './assets/ColourFields.tsx';
import { LinkFields } from './assets/LinkFields.tsx';
import { LogoFields } from './assets/LogoFields.tsx';
import { TypographyFields } from './assets/TypographyFields.tsx';
import type { AssetErrors } from './assets/types.ts';
import { UploadButton } from './assets/UploadButton.tsx';

const KIND_LABELS = { LOGO: 'Logo', COLORS: 'Colour', TYPOGRAPHY: 'Typography', LINK: 'Link' } as const;

/**
 * Design Assets: logos (image, SVG or PDF, uploaded through the upload pipeline and previewed on a
 * light and a dark background), colours (Picker or Manual hex), typography (name, weights and an
 * optional font file) and links (http or https only). This is the list and its add buttons; each
 * kind's fields are a component of assets/ (ColourFields, TypographyFields, LinkFields, LogoFields).
 */
export function AssetsSection() {
  const {
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

              {asset.kind === 'COLORS' && <ColourFields index={index} asset={asset} errors={fieldErrors} />}
              {asset.kind === 'TYPOGRAPHY' && (
                <TypographyFields
                  index={index}
                  asset={asset}
                  errors={fieldErrors}
                  uploadingFont={fontUpload.busy}
                  onFontFile={(file) => void setFontFile(index, file)}
                />
              )}
              {asset.kind === 'LINK' && <LinkFields index={index} errors={fieldErrors} />}
              {asset.kind === 'LOGO' && <LogoFields index={index} asset={asset} />}
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
