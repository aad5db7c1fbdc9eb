import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { BrandKitDto } from './api.ts';

export const kitColours = (kit: BrandKitDto) =>
  kit.assets.flatMap((a) => (a.kind === 'COLORS' ? [{ hex: a.hex, name: a.name }] : []));

/** A kit in the list: name, company, industry, description, colours; View, and Edit with EDIT. */
export function BrandKitCard({
  kit,
  onView,
  onEdit,
}: {
  kit: BrandKitDto;
  onView: () => void;
  onEdit: () => void;
}) {
  const colours = kitColours(kit);
  const channels = kit.socialChannels.length + kit.storeChannels.length;
  const canEdit = kit.permissions.includes('EDIT');
  const headingId = `brand-kit-${kit.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="brand-kit-card"
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {kit.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {kit.companyName} · {kit.enterpriseName}
        </Typography>
      </Box>
      {kit.industry && <Chip size="small" label={kit.industry} sx={{ alignSelf: 'flex-start' }} />}
      <Typography
        variant="body2"
        color={kit.description ? 'text.primary' : 'text.secondary'}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {kit.description || 'No description yet.'}
      </Typography>
      {colours.length > 0 && (
        <Box role="list" aria-label="Brand colours" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          {colours.slice(0, 10).map((c, i) => (
            <Box
              role="listitem"
              key={`${c.hex}-${i}`}
              aria-label={c.name ? `${c.name} ${c.hex}` : c.hex}
              title={c.name ? `${c.name} ${c.hex}` : c.hex}
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: c.hex,
                border: '1px solid rgba(17, 24, 39, 0.12)',
              }}
            />
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        {kit.assets.length} {kit.assets.length === 1 ? 'asset' : 'assets'} · {channels}{' '}
        {channels === 1 ? 'channel' : 'channels'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 0.5 }}>
        <Button
          size="small"
          startIcon={<VisibilityOutlined />}
          onClick={onView}
          aria-label={`View ${kit.name}`}
        >
          View
        </Button>
        {canEdit && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={onEdit}
            aria-label={`Edit ${kit.name}`}
          >
            Edit
          </Button>
        )}
      </Box>
    </Card>
  );
}
