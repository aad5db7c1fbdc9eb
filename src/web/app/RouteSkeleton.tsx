import { PageSkeleton, type SkeletonKind } from '../components/PageSkeleton.tsx';
import { useAuth, type SessionPayload } from '../lib/session/index.ts';
import { useRouteMatches } from './route-matches.ts';

/**
 * What a signed-in route looks like while it loads, declared on the route itself (`handle.skeleton`
 * in router.tsx): the page's title (or how to make it from the session) and the shape of its body.
 */
export type RouteSkeletonHandle = {
  skeleton: { title?: string | ((session: SessionPayload) => string); kind: SkeletonKind };
};

export const skeletonOf = (handle: unknown): RouteSkeletonHandle['skeleton'] | undefined =>
  handle && typeof handle === 'object' && 'skeleton' in handle
    ? (handle as RouteSkeletonHandle).skeleton
    : undefined;

/** The deepest matched route's skeleton; a page with none gets a generic one. */
export function RouteSkeleton() {
  const matches = useRouteMatches();
  const { session } = useAuth();
  const skeleton = matches
    .map((m) => skeletonOf(m.route.handle))
    .filter((s) => s !== undefined)
    .at(-1);
  const title =
    typeof skeleton?.title === 'function' ? (session ? skeleton.title(session) : undefined) : skeleton?.title;
  return <PageSkeleton title={title} kind={skeleton?.kind ?? 'cards'} />;
}

/** True when the deepest matched route declares a skeleton (a signed-in page). */
export function useRouteHasSkeleton(): boolean {
  return useRouteMatches().some((m) => skeletonOf(m.route.handle) !== undefined);
}
