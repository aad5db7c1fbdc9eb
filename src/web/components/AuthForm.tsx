import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The heading of a signed-out page (sign in, two-factor, password reset, sign-up): title and lead. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          {children}
        </Typography>
      )}
    </>
  );
}

/**
 * The form of a signed-out page: named for screen readers, the browser's own validation off (the
 * page says what is wrong, in words of the spec), the form's error above its fields.
 */
export function AuthForm({
  label,
  onSubmit,
  error,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
    </Box>
  );
}
