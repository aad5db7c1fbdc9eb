import { createContext, use } from 'react';
import type { RouteMatch } from 'react-router';

/** The route table's matches for the location shown (AppRoutes), outermost first. */
export const RouteMatchesContext = createContext<RouteMatch[]>([]);

/** React Router's `useMatches` without the data router: the matched routes and their `handle`s. */
export const useRouteMatches = (): RouteMatch[] => use(RouteMatchesContext);
