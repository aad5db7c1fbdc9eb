import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { RequestFileDto } from '#shared/schemas/request.ts';

/** Attached files as links (they open in a new tab); with onRemove, each can be taken off the form. */
export function FileList({
  files,
  empty,
  onRemove,
}: {
  files: RequestFileDto[];
  empty?: string;
  onRemove?: (file: RequestFileDto) => void;
}) {
  if (files.length === 0) {
    return empty ? (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    ) : null;
  }
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
      aria-label="Attached files"
    >
      {files.map((file) => (
        <Box
          component="li"
          key={file.id}
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
          {file.mime.startsWith('image/') ? (
            <ImageOutlined fontSize="small" color="action" />
          ) : (
            <InsertDriveFileOutlined fontSize="small" color="action" />
          )}
          <Link
            href={file.url}
            target="_blank"
            rel="noopener"
            variant="body2"
            noWrap
            sx={{ flex: 1, minWidth: 0 }}
          >
            {file.name}
          </Link>
          {onRemove && (
            <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => onRemove(file)}>
              <Close fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}
