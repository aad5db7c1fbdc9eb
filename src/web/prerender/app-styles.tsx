import { Route, Routes, StaticRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { REQUEST_STATUSES } from '#shared/domain/request-status.ts';
import { PRIORITY_LEVELS } from '#shared/domain/priority.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import type { ServiceRequestListItemDto } from '#shared/schemas/request.ts';
import { AuthProvider } from '../lib/session/index.ts';
import { createQueryClient, SESSION_QUERY_KEY } from '../lib/query-client.ts';
import { requestListQuery } from '../lib/requests/queries.ts';
import { theme } from '../lib/theme.ts';
import { PATHS } from '../paths.ts';
import AppShell from '../app/shell/AppShell.tsx';
import RequestsPage from '../app/routes/RequestsPage.tsx';
import WorkspacePage from '../app/routes/WorkspacePage.tsx';
import { matchMediaAt, WIDTHS } from '../lib/media-at.ts';
import { renderStyled } from './styled.tsx';

/*
 * The style rules the app's first render over a prerendered frame uses (issue 30). The frame is a
 * skeleton; the app's first commit is the real shell and, on a list route, the list with its rows,
 * and Emotion inserted each of their rules then (stylis compiling every one, then insertRule): one
 * task of 340–780 ms on Lighthouse's phone, right before the rows paint. Rendering the same
 * components here, with made-up rows in every status, priority and due state, records those rules
 * under the class names the client computes (a hash of the same serialized styles), so they ship
 * in the frame's <style data-emotion> and the client's cache adopts them instead. Only the rules
 * are kept, never the markup, so nothing made up is ever shown. Rendered for a phone's width and a
 * laptop's, as the shell and the filter bar differ (useMediaQuery).
 */

const person = (id: number) => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  firstName: `User${id}`,
  lastName: 'Example',
  profileImage: null,
});

function session(isStaff: boolean): SessionPayload {
  const enterprise = {
    id: 1,
    name: 'Example Group',
    membership: 'Gold',
    availableRequestCredit: '50.00',
    paymentAt: null,
    pending: null,
    owners: [{ email: 'owner@example.com' }],
  };
  return {
    user: { ...person(1), isStaff },
    companies: [{ id: 1, name: 'Example', enterprise: { id: 1, name: enterprise.name } }],
    serviceRequestTypes: [],
    enterprises: [enterprise],
    providerName: 'CreditDesk',
  };
}

/** Rows in every status and priority, with and without people, due dates past and to come. */
function rows(): ServiceRequestListItemDto[] {
  const day = 86_400_000;
  const now = Date.now();
  return REQUEST_STATUSES.flatMap((status, i) =>
    [0, 1].map((variant) => ({
      id: i * 2 + variant + 1,
      title: `Request ${i}`,
      status,
      company: { id: 1, name: 'Example', enterprise: { id: 1, name: 'Example Group' } },
      serviceRequestType: { id: 1, name: 'Poster' },
      assignees: variant ? [person(2)] : [],
      assignedTo: variant ? [person(3), person(4)] : [],
      createdBy: person(1),
      targetDate: new Date(now + (variant ? -3 : 1 + i) * day).toISOString(),
      adjustCredit: null,
      credit: '5.00',
      total: '5.00',
      chargedCredit: '5.00',
      priorityLevel: PRIORITY_LEVELS[(i + variant) % PRIORITY_LEVELS.length]!,
      formVersion: 1,
      submittedAt: new Date(now - day).toISOString(),
      updatedAt: new Date(now - day).toISOString(),
      createdAt: new Date(now - 2 * day).toISOString(),
    })),
  );
}

function seeded(isStaff: boolean): QueryClient {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session(isStaff));
  const page = { data: rows(), cursor: null, hasMore: false };
  for (const permission of ['all', 'mine', 'assigned'] as const) {
    client.setQueryData(requestListQuery({ permission, status: null }).queryKey, {
      pages: [page],
      pageParams: [null],
    });
  }
  return client;
}

/**
 * Renders the signed-in shell around the page of `path` (the list routes; any other route renders
 * the shell alone) into `cache`, for a phone and a laptop, a customer and a staff member.
 */
export function collectAppStyles(cache: EmotionCache, path: string): void {
  for (const width of Object.values(WIDTHS)) {
    for (const isStaff of [false, true]) {
      renderStyled(
        <ThemeProvider theme={themeAt(width)}>
          <CssBaseline />
          <QueryClientProvider client={seeded(isStaff)}>
            <AuthProvider>
              <StaticRouter location={path}>
                <Routes>
                  <Route element={<AppShell />}>
                    <Route path={PATHS.requests} element={<RequestsPage />} />
                    <Route path={PATHS.request} element={<RequestsPage />} />
                    <Route path={PATHS.myWorkspace} element={<WorkspacePage />} />
                    <Route path="*" element={null} />
                  </Route>
                </Routes>
              </StaticRouter>
            </AuthProvider>
          </QueryClientProvider>
        </ThemeProvider>,
        cache,
      );
    }
  }
}

const themes = new Map<number, typeof theme>();

/**
 * The app's theme as it is (every value the styles read, so the same class names), only telling
 * useMediaQuery the width.
 */
function themeAt(width: number): typeof theme {
  let sized = themes.get(width);
  if (!sized) {
    sized = {
      ...theme,
      components: {
        ...theme.components,
        MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMediaAt(width) } },
      },
    };
    themes.set(width, sized);
  }
  return sized;
}
