import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { fileDownloadUrl, fileUrl } from '../../lib/stored-files.ts';

const file = (id: string) => ({ id, url: `/api/files/${encodeURIComponent(id)}` });

/**
 * A logo on a light and on a dark background, so a logo that only works on one shows it. SVGs are
 * shown through <img>, where a browser never runs their scripts; PDFs open in a new tab.
 */
export function LogoPreview({
  fileId,
  mime,
  name,
  size = 'md',
}: {
  fileId: string;
  mime: string;
  name: string;
  size?: 'sm' | 'md';
}) {
  const height = size === 'sm' ? 56 : 96;
  if (mime === 'application/pdf') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <PictureAsPdfOutlined color="error" aria-hidden="true" />
        <Link
          href={fileUrl(file(fileId))}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {name || 'Logo (PDF)'}
        </Link>
      </Box>
    );
  }
  return (
    <Box
      role="group"
      aria-label={`Logo ${name} on light and dark backgrounds`}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, minWidth: 0 }}
    >
      {(['light', 'dark'] as const).map((tone) => (
        <Box
          key={tone}
          sx={{
            height,
            borderRadius: 1.5,
            border: '1px solid',
            borderColor: tone === 'light' ? 'divider' : 'transparent',
            bgcolor: tone === 'light' ? '#FFFFFF' : '#111827',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 1.25,
          }}
        >
          <Box
            component="img"
            src={fileUrl(file(fileId))}
            alt={`${name || 'Logo'} on a ${tone} background`}
            loading="lazy"
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        </Box>
      ))}
    </Box>
  );
}

/** A download link for an asset file. */
export const assetDownloadUrl = (fileId: string) => fileDownloadUrl(file(fileId));

/** Loads an uploaded font file under the family name, for previews; falls back to the system font. */
export function useFontFile(family: string, fileId: string | null | undefined): string {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!fileId || !family || typeof FontFace === 'undefined') return;
    const alias = `bk-${fileId}`;
    const face = new FontFace(alias, `url(/api/files/${encodeURIComponent(fileId)})`);
    let live = true;
    face
      .load()
      .then((f) => {
        document.fonts.add(f);
        if (live) setLoaded(alias);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [family, fileId]);
  return (
    [loaded, family]
      .filter(Boolean)
      .map((f) => `"${f}"`)
      .join(', ') + ', sans-serif'
  );
}

/** A line of text in the kit's font, in each of its weights. */
export function FontSample({
  family,
  weights,
  fileId,
}: {
  family: string;
  weights: readonly number[];
  fileId?: string | null;
}) {
  const fontFamily = useFontFile(family, fileId);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'baseline' }}>
      {(weights.length ? weights : [400]).map((w) => (
        <Typography key={w} sx={{ fontFamily, fontWeight: w, fontSize: '1.125rem' }} title={`${family} ${w}`}>
          Aa {w}
        </Typography>
      ))}
    </Box>
  );
}
