import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import GraphicEq from '@mui/icons-material/GraphicEq';
import { revealDuration } from './media.ts';
import { fileDownloadUrl, fileUrl, type UploadedFile } from '../../lib/stored-files.ts';
import { LazyTooltip } from '../../components/lazy-tooltip/LazyTooltip.tsx';

export type AudioPlayerProps = {
  file: Pick<UploadedFile, 'id' | 'url'> & { name?: string };
  label?: string;
};

/** The request's voice note in the read-only detail view: a native player and a download link. */
export function AudioPlayer({ file, label = 'Voice note' }: AudioPlayerProps) {
  return (
    <Box
      component="section"
      aria-label={label}
      data-testid="audio-player"
      sx={{
        p: 1,
        pl: 1.5,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
          <GraphicEq aria-hidden fontSize="small" />
          <Typography variant="subtitle2" color="text.primary">
            {label}
          </Typography>
        </Box>
        <LazyTooltip title="Download">
          <IconButton
            component="a"
            href={fileDownloadUrl(file)}
            download={file.name ?? ''}
            aria-label={`Download ${label.toLowerCase()}`}
            size="small"
          >
            <Download fontSize="small" />
          </IconButton>
        </LazyTooltip>
      </Box>
      <Box
        component="audio"
        onLoadedMetadata={revealDuration}
        controls
        preload="metadata"
        src={fileUrl(file)}
        aria-label={label}
        sx={{ display: 'block', width: '100%', height: 40 }}
      />
    </Box>
  );
}
