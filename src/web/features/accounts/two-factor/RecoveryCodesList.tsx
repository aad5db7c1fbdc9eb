import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';

/** The recovery codes as a .txt file the person keeps. */
function download(codes: string[]) {
  const text = [
    `Two-factor recovery codes (${window.location.host})`,
    'Each code signs you in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'recovery-codes.txt';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Ten recovery codes, shown once: a list, and a download. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will
        not be shown again.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button variant="outlined" startIcon={<Download />} onClick={() => download(codes)}>
          Download codes (.txt)
        </Button>
      </Box>
    </Box>
  );
}
