import { Component, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import { PublicPage } from '../../components/PublicLayout.tsx';

class SampleErrorBoundary extends Component<
  { children: ReactNode; onReset: () => void },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
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
              this.setState({ error: null });
              this.props.onReset();
            }}
          >
            Reset
          </Button>
        }
      >
        Caught: {this.state.error.message}
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
 * while rendering, and the error boundary catches it. No error-reporting service is configured in
 * this app, so the error is shown here (and in the browser console) but sent nowhere.
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
          No error-reporting service is configured, so the sample error is not sent anywhere.
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
