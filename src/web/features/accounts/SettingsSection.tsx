import type { ReactNode } from 'react';
import { useId } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

/** One titled card of /account; a region named by its title, so each section is a landmark. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <Typography
        id={id}
        variant="h2"
        sx={{ fontSize: '1.125rem', fontWeight: 700, mb: description ? 0.5 : 2 }}
      >
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Card>
  );
}
