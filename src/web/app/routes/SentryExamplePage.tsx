import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import { PublicPage } from '../../components/PublicLayout.tsx';
import { reportClientError } from '../../lib/error-reporting.ts';
import { ErrorReference } from '../../lib/useErrorReference.tsx';

type BoundaryState = { error: Error | null; reference: string | null };

class SampleErrorBoundary extends Component<{ children: ReactNode; onReset: () => void }, BoundaryState> {
  override state: BoundaryState = { error: null, reference: null };
  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error, reference: null };
  }
  /** Sent to the server log (and Sentry when configured); the reference is shown with the error. */
  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportClientError(error, 'boundary', { componentStack: info.componentStack }).then((reference) => {
      if (this.state.error === error) this.setState({ reference });
    });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              this.setState({ error: null, reference: null });
              this.props.onReset();
            }}
          >
            Reset
          </Button>
        }
      >
        Caught: {this.state.error.message}
        <ErrorReference reference={this.state.reference} />
      </Alert>
    );
  }
}

function Thrower({ armed }: { armed: boolean }) {
  if (armed) throw new Error('Sample error from /sentry-example-page');
  return (
    <Typography variant="body2" color="text.secondary">
      No error thrown yet.
    </Typography>
  );
}

/**
 * /sentry-example-page — a public page for checking error monitoring: the button throws an error
 * while rendering, the error boundary catches it and reports it to the server, which logs it under
 * the reference shown here (and sends it to Sentry when SENTRY_DSN is configured).
 */
export default function SentryExamplePage() {
  const [armed, setArmed] = useState(false);
  return (
    <PublicPage title="Error monitoring example" width={640}>
      <Box
        sx={{
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 4,
          p: { xs: 3, sm: 5 },
        }}
      >
        <Box aria-hidden="true" sx={{ color: 'error.main', mb: 1 }}>
          <BugReportOutlined fontSize="large" />
        </Box>
        <Typography variant="h3" component="h1">
          Error monitoring example
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          Press the button to throw a sample error in the page. It is caught by an error boundary and shown
          below.
        </Typography>
        <Alert severity="info" sx={{ mt: 3 }}>
          The sample error is recorded in the server log under the reference shown with it, and also sent to
          Sentry when error monitoring is configured.
        </Alert>
        <Button
          variant="contained"
          color="error"
          sx={{ mt: 3 }}
          onClick={() => setArmed(true)}
          disabled={armed}
        >
          Throw sample error
        </Button>
        <Box sx={{ mt: 3 }} role="status">
          <SampleErrorBoundary onReset={() => setArmed(false)}>
            <Thrower armed={armed} />
          </SampleErrorBoundary>
        </Box>
      </Box>
    </PublicPage>
  );
}
