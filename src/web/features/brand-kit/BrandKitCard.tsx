import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { BrandKitDto } from './api.ts';
import { LogoPreview } from './LogoPreview.tsx';

export type KitAction = 'access' | 'archive' | 'restore' | 'delete';

export const kitColours = (kit: BrandKitDto) =>
  kit.assets.flatMap((a) => (a.kind === 'COLORS' ? [{ hex: a.hex, name: a.name }] : []));

/**
 * A kit in the list: logo, name, company, industry, description, colours; View, Edit with EDIT, and
 * a menu with access (owner and staff), archive or restore and delete (EDIT).
 */
export function BrandKitCard({
  kit,
  onView,
  onEdit,
  onAction,
}: {
  kit: BrandKitDto;
  onView: () => void;
  onEdit: () => void;
  onAction: (action: KitAction) => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const colours = kitColours(kit);
  const logo = kit.assets.find((a) => a.kind === 'LOGO');
  const actions: [KitAction, string][] = [
    ...(kit.canManageAccess ? ([['access', 'Manage access']] as [KitAction, string][]) : []),
    ...(kit.permissions.includes('EDIT')
      ? ([kit.archivedAt ? ['restore', 'Restore'] : ['archive', 'Archive'], ['delete', 'Delete']] as [
          KitAction,
          string,
        ][])
      : []),
  ];
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
      {logo && <LogoPreview fileId={logo.fileId} mime={logo.mime} name={logo.name} size="sm" />}
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {kit.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {kit.companyName} · {kit.enterpriseName}
        </Typography>
      </Box>
      {(kit.industry || kit.archivedAt) && (
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          {kit.archivedAt && <Chip size="small" color="warning" variant="outlined" label="Archived" />}
          {kit.industry && <Chip size="small" label={kit.industry} />}
        </Box>
      )}
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
        {actions.length > 0 && (
          <>
            <IconButton
              size="small"
              aria-label={`More actions for ${kit.name}`}
              aria-haspopup="menu"
              onClick={(event) => setMenu(event.currentTarget)}
              sx={{ ml: 'auto' }}
            >
              <MoreVert fontSize="small" />
            </IconButton>
            <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
              {actions.map(([action, label]) => (
                <MenuItem
                  key={action}
                  onClick={() => {
                    setMenu(null);
                    onAction(action);
                  }}
                  sx={action === 'delete' ? { color: 'error.main' } : undefined}
                >
                  {label}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Box>
    </Card>
  );
}
