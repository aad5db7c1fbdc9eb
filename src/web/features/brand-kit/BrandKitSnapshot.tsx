import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useRequestBrandKit, useRequestKitSwatch } from './api.ts';
import { BrandKitSections } from './BrandKitViewDialog.tsx';

/** A few colour dots (board cards, the picker). */
export function ColourDots({ colours, label }: { colours: string[]; label?: string }) {
  if (!colours.length) return null;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label ?? `Colours ${colours.join(', ')}`}
      sx={{ display: 'inline-flex', gap: 0.375, flexShrink: 0 }}
    >
      {colours.slice(0, 4).map((hex, i) => (
        <Box
          component="span"
          key={`${hex}-${i}`}
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: hex,
            border: '1px solid rgba(17, 24, 39, 0.15)',
          }}
        />
      ))}
    </Box>
  );
}

/**
 * The brand kit a request was ordered with, as it was at submit, with a link to the kit as it is
 * now and a note when the kit changed since. Nothing when no kit is attached.
 */
export function BrandKitSnapshot({ requestId }: { requestId: number }) {
  const query = useRequestBrandKit(requestId);
  const data = query.data;
  if (!data) return null;
  const { snapshot, current } = data;
  return (
    <Box component="section" aria-label="Brand kit">
      <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
        Brand kit
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <strong>{snapshot.name}</strong>, as it was when the request was submitted
        {current && (
          <>
            {' · '}
            <Link component={RouterLink} to={`/brandkit?kit=${current.id}`}>
              Open the current kit
            </Link>
          </>
        )}
      </Typography>
      {data.changed && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {data.deleted
            ? 'This brand kit has been deleted since; the request keeps the copy below.'
            : 'The brand kit has changed since this request was submitted. The request keeps the values below.'}
        </Alert>
      )}
      <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1.5, p: 2 }}>
        <BrandKitSections kit={snapshot} />
      </Box>
    </Box>
  );
}

/** The board card's swatch: the attached kit's colours and name. */
export function RequestKitSwatch({ requestId }: { requestId: number }) {
  const { data } = useRequestKitSwatch(requestId);
  if (!data) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <ColourDots colours={data.colours} label={`Brand kit ${data.name}`} />
      <Typography variant="caption" color="text.secondary" noWrap>
        {data.name}
      </Typography>
    </Box>
  );
}
