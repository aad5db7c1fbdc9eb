import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadInitialRoute } from './app/preload.ts';
import { sessionQuery } from './lib/session/api.ts';
import { reportClientError, startErrorReporting } from './lib/error-reporting.ts';
import { createQueryClient } from './lib/query-client.ts';

startErrorReporting();

// The session check starts before the first render (index.html preloads its answer), and the page
// being opened loads its chunks alongside it and its data right after it (app/preload.ts).
const queryClient = createQueryClient();
preloadInitialRoute(queryClient, queryClient.prefetchQuery(sessionQuery));

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
    <App queryClient={queryClient} />
  </StrictMode>,
);
