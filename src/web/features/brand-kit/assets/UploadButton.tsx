import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

/** A hidden file input behind a button. */
export function UploadButton({
  label,
  accept,
  busy,
  onFile,
  size = 'small',
}: {
  label: string;
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
  size?: 'small' | 'medium';
}) {
  return (
    <Button
      component="label"
      variant="outlined"
      size={size}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <UploadFileOutlined />}
    >
      {label}
      <input
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
