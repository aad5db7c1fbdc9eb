import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteError } from './RouteError.tsx';

type Props = { location: Location; children: ReactNode };
type State = { failed: { error: unknown } | null; location: Location };

/** Catches what a route's subtree throws while rendering; another location renders it anew. */
class Boundary extends Component<Props, State> {
  override state: State = { failed: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: null, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}

/**
 * A route's error page (RouteError) in place of its element when rendering it throws (a page's
 * chunk that no longer exists after a deploy, a bug), as the data router's `errorElement` did; the
 * next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
