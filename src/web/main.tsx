import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { reportClientError, startErrorReporting } from './lib/error-reporting.ts';

startErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container, {
  // A render error no boundary caught (the router's error page catches the rest, see RouteError).
  onUncaughtError: (error, info) => {
    console.error(error);
    void reportClientError(error, 'uncaught', { componentStack: info.componentStack });
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
