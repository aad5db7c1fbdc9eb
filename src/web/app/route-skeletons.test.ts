import { describe, expect, it } from 'vitest';
import { PATHS, PUBLIC_PATHS } from '../paths.ts';
import { signedInSkeletons } from './route-skeletons.ts';
import { routes } from './router.tsx';

// What the build prerenders as the app's frame (prerender/entry.tsx): one document per signed-in
// route, with the skeleton RouteSkeleton would show there, and none for a public page.
describe('signedInSkeletons', () => {
  const frames = signedInSkeletons(routes);
  const byPattern = new Map(frames.map((f) => [f.pattern, f.skeleton]));

  it('lists every signed-in route with its own skeleton, or the nearest one above it', () => {
    expect(byPattern.get(PATHS.requests)).toEqual({ kind: 'list', title: 'All Requests' });
    expect(byPattern.get(PATHS.request)).toEqual({ kind: 'list', title: 'All Requests' });
    expect(byPattern.get(PATHS.myWorkspace)).toEqual({ kind: 'list', title: 'My Workspace' });
    expect(byPattern.get(PATHS.requestBoard)).toEqual({ kind: 'board', title: 'Request Board' });
    // A route without a handle of its own takes the shell's.
    expect(byPattern.get(PATHS.catalogueType)).toEqual({ kind: 'cards' });
    // The dashboard's title is made from the session: the frame cannot hold it.
    expect(typeof byPattern.get(PATHS.dashboard)?.title).toBe('function');
  });

  it('lists no public page', () => {
    for (const path of [...PUBLIC_PATHS, '*']) expect(byPattern.has(path), path).toBe(false);
  });
});
