import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { LazyTooltip } from './lazy-tooltip/LazyTooltip.tsx';

export type FileRowProps = {
  name: string;
  /** Where the name links to (the file opens in a new tab). */
  href: string;
  /** An icon or thumbnail before the name. */
  leading: ReactNode;
  /** A second line under the name, e.g. the size. */
  detail?: ReactNode;
  /** When given, a Remove button takes the file off the list. */
  onRemove?: () => void;
  removeDisabled?: boolean;
  /** The Remove button's icon (a cross by default). */
  removeIcon?: ReactNode;
};

/**
 * One attached or chosen file as a list item: icon or thumbnail, the name as a link that opens the
 * file in a new tab, and Remove where the file can be taken off. Used by the request form's file
 * lists and the drop zone's chosen files.
 */
export function FileRow({ name, href, leading, detail, onRemove, removeDisabled, removeIcon }: FileRowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.25,
        py: 0.75,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      {leading}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          title={name}
          noWrap
          sx={{ display: 'block' }}
        >
          {name}
        </Link>
        {detail !== undefined && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
      {onRemove && (
        <LazyTooltip title="Remove">
          <span>
            <IconButton
              size="small"
              aria-label={`Remove ${name}`}
              disabled={removeDisabled}
              onClick={onRemove}
            >
              {removeIcon ?? <Close fontSize="small" />}
            </IconButton>
          </span>
        </LazyTooltip>
      )}
    </Box>
  );
}
