import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { BrandKitSnapshot } from '#shared/domain/brand-kit.ts';
import type { BrandKitDto } from './api.ts';
import { assetDownloadUrl, FontSample, LogoPreview } from './LogoPreview.tsx';

const GENDER_LABELS = { any: 'Any', male: 'Male', female: 'Female' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{
        py: 2,
        borderTop: '1px solid',
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        columnGap: 2,
        rowGap: 0.75,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {value === '' || value === null || value === undefined ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const external = (url: string) => (
  <Link href={url} target="_blank" rel="noopener noreferrer">
    {url}
  </Link>
);

type KitValues = Pick<
  BrandKitSnapshot,
  'description' | 'industry' | 'audience' | 'assets' | 'socialChannels' | 'storeChannels' | 'contact'
>;

/** The five sections of a kit, read-only (also used for the copy a request keeps). */
export function BrandKitSections({ kit }: { kit: KitValues }) {
  const { audience, contact } = kit;
  const ages =
    audience.ageFrom !== null || audience.ageTo !== null
      ? `${audience.ageFrom ?? '…'}–${audience.ageTo ?? '…'}`
      : '';
  return (
    <>
      <Section title="Brand Overview">
        <Facts
          rows={[
            ['Industry', kit.industry],
            ['Description', kit.description],
          ]}
        />
      </Section>
      <Section title="Target Audience">
        <Facts
          rows={[
            ['Gender', GENDER_LABELS[audience.gender]],
            ['Age range', ages],
            ['Description', audience.description],
          ]}
        />
      </Section>
      <Section title="Design Assets">
        {kit.assets.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No assets yet.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {kit.assets.map((a, i) => (
              <Box
                component="li"
                key={i}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}
              >
                {a.kind === 'COLORS' && (
                  <>
                    <Box
                      aria-hidden="true"
                      sx={{
                        width: 22,
                        height: 22,
                        borderRadius: 1,
                        bgcolor: a.hex,
                        border: '1px solid rgba(17,24,39,0.12)',
                        flexShrink: 0,
                      }}
                    />
                    <Typography variant="body2">
                      {a.name ? `${a.name} · ` : ''}
                      <Box component="span" sx={{ fontFamily: 'monospace' }}>
                        {a.hex}
                      </Box>
                    </Typography>
                  </>
                )}
                {a.kind === 'TYPOGRAPHY' && (
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2">
                      <strong>{a.family}</strong>
                      {a.usage ? ` · ${a.usage}` : ''} · {(a.weights ?? [400]).join(', ')}
                      {a.fileId && (
                        <>
                          {' · '}
                          <Link href={assetDownloadUrl(a.fileId)}>{a.fileName || 'Font file'}</Link>
                        </>
                      )}
                    </Typography>
                    <FontSample family={a.family} weights={a.weights ?? [400]} fileId={a.fileId} />
                  </Box>
                )}
                {a.kind === 'LINK' && (
                  <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {a.label ? `${a.label}: ` : ''}
                    {external(a.url)}
                  </Typography>
                )}
                {a.kind === 'LOGO' && (
                  <Box sx={{ width: '100%', minWidth: 0, display: 'grid', gap: 0.5 }}>
                    <Typography variant="body2">
                      Logo · <Link href={assetDownloadUrl(a.fileId)}>{a.name || 'Download'}</Link>
                    </Typography>
                    <LogoPreview fileId={a.fileId} mime={a.mime} name={a.name} />
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Channels & Links">
        {kit.socialChannels.length + kit.storeChannels.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No channels yet.
          </Typography>
        ) : (
          <Facts
            rows={[...kit.socialChannels, ...kit.storeChannels].map((c) => [c.channel, external(c.url)])}
          />
        )}
      </Section>
      <Section title="Contact Info">
        <Facts
          rows={[
            ['E-mail', contact.email],
            ['Phone', contact.phone],
            ['Website', contact.website ? external(contact.website) : ''],
          ]}
        />
      </Section>
    </>
  );
}

/** A brand kit read-only, section by section; Edit when the kit grants EDIT. */
export function BrandKitViewDialog({
  kit,
  onClose,
  onEdit,
}: {
  kit: BrandKitDto;
  onClose: () => void;
  onEdit: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="brand-kit-view-title"
      scroll="paper"
    >
      <DialogTitle id="brand-kit-view-title" sx={{ pr: 7 }}>
        {kit.name}
        <Typography variant="body2" color="text.secondary">
          {kit.companyName} · {kit.enterpriseName}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <BrandKitSections kit={kit} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        {kit.permissions.includes('EDIT') && (
          <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit}>
            Edit
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
