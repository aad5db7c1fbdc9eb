import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { RouteMatchesContext } from './route-matches.ts';
import { routes } from './router.tsx';

/**
 * The route table (router.tsx) for the location shown, in the browser (AppRouter) as on the server
 * (prerender/signed-in.tsx), with its matches for the routes' `handle`s (RouteSkeleton).
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [location]);
  const page = useRoutes(routes, location);
  return <RouteMatchesContext value={matches}>{page}</RouteMatchesContext>;
}
