import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { fileUrl, type UploadedFile } from '../../../lib/stored-files.ts';
import { FileThumb } from '../FileThumb.tsx';
import { formatBytes } from '../file-kinds.ts';
import { LazyTooltip } from '../../../components/lazy-tooltip/LazyTooltip.tsx';

/**
 * The files chosen for a field, as a list: thumbnail, name (opens the file in a new tab), size, and
 * Remove. Shared by every drop zone (the request's attachments, its file fields, a comment's files).
 */
export function UploadedFileList({
  files,
  name,
  disabled = false,
  onRemove,
}: {
  files: readonly UploadedFile[];
  /** The field's name: the list is '{name}: chosen files'. */
  name: string;
  disabled?: boolean;
  onRemove: (file: UploadedFile) => void;
}) {
  if (files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={`${name}: chosen files`}
      sx={{ listStyle: 'none', m: 0, mt: 1.25, p: 0, display: 'grid', gap: 0.75 }}
    >
      {files.map((file) => (
        <Box
          component="li"
          key={file.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            p: 0.75,
            pr: 0.5,
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 1.5,
            bgcolor: 'background.paper',
            minWidth: 0,
          }}
        >
          <FileThumb file={file} size={40} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Link
              href={fileUrl(file)}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              color="text.primary"
              variant="body2"
              title={file.name}
              sx={{
                display: 'block',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontWeight: 500,
              }}
            >
              {file.name}
            </Link>
            {file.size !== undefined && (
              <Typography variant="caption" color="text.secondary">
                {formatBytes(file.size)}
              </Typography>
            )}
          </Box>
          <LazyTooltip title="Remove">
            <span>
              <IconButton
                size="small"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onRemove(file)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </span>
          </LazyTooltip>
        </Box>
      ))}
    </Box>
  );
}
