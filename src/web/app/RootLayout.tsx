import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader.tsx';

/** The root route: the lazily loaded page, and scroll restored on back/forward. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
