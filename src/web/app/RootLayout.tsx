import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { RouteSkeleton, useRouteHasSkeleton } from './RouteSkeleton.tsx';
import { ShellFrame } from './shell/ShellFrame.tsx';

/**
 * The root route: the lazily loaded page (scroll is restored by AppRouter). While a signed-in
 * page's shell loads, its frame and skeleton show (issue 23); a public page keeps the spinner.
 */
export function RootLayout() {
  const signedInPage = useRouteHasSkeleton();
  return (
    <Suspense
      fallback={
        signedInPage ? (
          <ShellFrame>
            <RouteSkeleton />
          </ShellFrame>
        ) : (
          <FullPageLoader />
        )
      }
    >
      <Outlet />
    </Suspense>
  );
}
