import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { RequestFileDto } from '#shared/schemas/request.ts';
import { FileRow } from './FileRow.tsx';

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
        <FileRow
          key={file.id}
          name={file.name}
          href={file.url}
          leading={
            file.mime.startsWith('image/') ? (
              <ImageOutlined fontSize="small" color="action" />
            ) : (
              <InsertDriveFileOutlined fontSize="small" color="action" />
            )
          }
          {...(onRemove ? { onRemove: () => onRemove(file) } : {})}
        />
      ))}
    </Box>
  );
}
