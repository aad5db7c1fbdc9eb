import type { ComponentType, ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AuthProvider } from '../lib/session/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from '../lib/theme.ts';
import ForgotPasswordPage from '../app/routes/ForgotPasswordPage.tsx';
import LoginPage from '../app/routes/LoginPage.tsx';
import SignupPage from '../app/routes/SignupPage.tsx';
import { PageSkeleton } from '../components/PageSkeleton.tsx';
import { ShellFrame } from '../app/shell/ShellFrame.tsx';
import { signedInSkeletons } from '../app/route-skeletons.ts';
import { routes } from '../app/router.tsx';
import type { PRERENDERED_PAGES } from './pages.ts';
import { collectAppStyles } from './app-styles.tsx';
import { renderStyled, styleCache, stylesOf } from './styled.tsx';

/*
 * The build's server-side entry (vite.config.ts, `prerenderPublicPages`): the signed-out pages
 * rendered to HTML once, at build time, so that a phone paints the sign-in form with the document
 * instead of after some 160 KiB of JavaScript. The page renders as a signed-out visitor sees it
 * (the session is still unknown, which the pages treat as signed out) with the app's theme; the
 * client renders the same page over it once its code has arrived (main.tsx).
 */
const PAGES: Record<(typeof PRERENDERED_PAGES)[number]['path'], ComponentType> = {
  '/login': LoginPage,
  '/signup': SignupPage,
  '/forgot-password': ForgotPasswordPage,
};

export type PrerenderedPage = {
  /** The page's markup, for inside #root. */
  html: string;
  /** The page's title (React renders <title> where the page declares it: it belongs in <head>). */
  title: string | null;
  /** Every style the page used (MUI's through emotion), with the ids emotion needs to skip them. */
  styleIds: string[];
  css: string;
};

export function prerender(path: keyof typeof PAGES): PrerenderedPage {
  const Page = PAGES[path];
  return renderWithStyles(
    <StaticRouter location={path}>
      <Page />
    </StaticRouter>,
  );
}

/**
 * The app's frame of each signed-in route (issue 30): the shell's outline and the route's skeleton,
 * what RequireAuth shows while the session is checked (app/guards.tsx), with nothing of any user in
 * it (no name, no figures; a title made from the session, the dashboard's greeting, is left grey as
 * the client shows it before the session), so one file serves every signed-in visitor.
 */
export function prerenderFrames(): { pattern: string; page: PrerenderedPage }[] {
  return signedInSkeletons(routes).map(({ pattern, skeleton }) => ({
    pattern,
    page: renderWithStyles(
      <ShellFrame>
        <PageSkeleton
          title={typeof skeleton.title === 'string' ? skeleton.title : undefined}
          kind={skeleton.kind}
        />
      </ShellFrame>,
      // The rules of the app's first render over the frame, for its cache to adopt (app-styles.tsx).
      (cache) => collectAppStyles(cache, pattern.replace(/:[^/]+/g, '1')),
    ),
  }));
}

function renderWithStyles(children: ReactNode, moreStyles?: (cache: EmotionCache) => void): PrerenderedPage {
  const cache = styleCache();
  const markup = renderStyled(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>,
    cache,
  );
  moreStyles?.(cache);
  let title: string | null = null;
  const html = markup.replace(/<title>([^<]*)<\/title>/, (_whole, text: string) => {
    title = text;
    return '';
  });
  return { html, title, ...stylesOf(cache) };
}
