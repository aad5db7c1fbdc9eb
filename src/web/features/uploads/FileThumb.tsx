import { useState } from 'react';
import Box from '@mui/material/Box';
import AudioFile from '@mui/icons-material/AudioFile';
import Description from '@mui/icons-material/Description';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Slideshow from '@mui/icons-material/Slideshow';
import TableChart from '@mui/icons-material/TableChart';
import VideoFile from '@mui/icons-material/VideoFile';
import ImageIcon from '@mui/icons-material/Image';
import type { SvgIconComponent } from '@mui/icons-material';
import type { UploadedFile } from '../../lib/stored-files.ts';
import { fileUrl } from '../../lib/stored-files.ts';
import { fileKind, type FileKind } from './file-kinds.ts';

const ICONS: Record<FileKind, { Icon: SvgIconComponent; color: string }> = {
  image: { Icon: ImageIcon, color: '#0369a1' },
  audio: { Icon: AudioFile, color: '#7c3aed' },
  video: { Icon: VideoFile, color: '#be185d' },
  pdf: { Icon: PictureAsPdf, color: '#b91c1c' },
  word: { Icon: Description, color: '#1d4ed8' },
  powerpoint: { Icon: Slideshow, color: '#c2410c' },
  excel: { Icon: TableChart, color: '#15803d' },
  other: { Icon: InsertDriveFile, color: '#6b7280' },
};

/** A square preview of a file: the image itself when it is one, else an icon for its kind. */
export function FileThumb({
  file,
  size = 48,
  fluid = false,
}: {
  file: Pick<UploadedFile, 'id' | 'url' | 'name' | 'mime'>;
  /** Height (and width unless fluid) in pixels. */
  size?: number;
  /** Take the full width of the parent. */
  fluid?: boolean;
}) {
  const kind = fileKind(file);
  const [broken, setBroken] = useState(false);
  const { Icon, color } = ICONS[kind];
  return (
    <Box
      aria-hidden
      sx={{
        width: fluid ? '100%' : size,
        height: size,
        flex: 'none',
        borderRadius: 1.5,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: kind === 'image' && !broken ? 'grey.100' : `${color}14`,
        color,
      }}
    >
      {kind === 'image' && !broken ? (
        <Box
          component="img"
          src={fileUrl(file)}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Icon sx={{ fontSize: Math.round(size * 0.55) }} />
      )}
    </Box>
  );
}
