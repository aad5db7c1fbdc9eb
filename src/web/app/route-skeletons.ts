import type { RouteObject } from 'react-router';
import { skeletonOf, type RouteSkeletonHandle } from './RouteSkeleton.tsx';

/**
 * Every signed-in route of a route table with the skeleton it shows while it loads (its own
 * `handle.skeleton`, or the nearest parent's, as RouteSkeleton picks it): what the build prerenders
 * as the app's frame (prerender/entry.tsx), one document per path pattern. Only routes with a path
 * that sit under a route declaring a skeleton are listed; redirects (an element but no page) too,
 * they show the frame for a moment like any other.
 */
export function signedInSkeletons(
  routes: RouteObject[],
): { pattern: string; skeleton: RouteSkeletonHandle['skeleton'] }[] {
  const found: { pattern: string; skeleton: RouteSkeletonHandle['skeleton'] }[] = [];
  const walk = (list: RouteObject[], inherited: RouteSkeletonHandle['skeleton'] | undefined) => {
    for (const route of list) {
      const skeleton = skeletonOf(route.handle) ?? inherited;
      if (skeleton && route.path) found.push({ pattern: route.path, skeleton });
      if (route.children) walk(route.children, skeleton);
    }
  };
  walk(routes, undefined);
  return found;
}
