import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-client.ts';
import { DASHBOARD_MESSAGES } from './messages.ts';

/**
 * A dashboard card with a heading (the section's accessible name), an optional action, and the
 * loading and failure states every figure card shares.
 */
export function FigureCard({
  id,
  title,
  subtitle,
  action,
  loading,
  error,
  onRetry,
  children,
  testId,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, height: '100%' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1.5, mb: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{action}</Box>}
      </Box>
      {loading ? (
        <Skeleton
          variant="rounded"
          height={120}
          role="status"
          aria-label={`Loading ${title.toLowerCase()}`}
        />
      ) : error ? (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            )
          }
        >
          {errorMessage(error, DASHBOARD_MESSAGES.figuresFailed)}
        </Alert>
      ) : (
        children
      )}
    </Card>
  );
}
