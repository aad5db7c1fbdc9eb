import { queryOptions } from '@tanstack/react-query';
import type {
  Defaults,
  DefaultsUpdate,
  Preferences,
  PreferencesUpdate,
} from '#shared/schemas/notification-preferences.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/notification-preferences: the person's own choices, their role's defaults where none. */
export const preferencesQuery = queryOptions({
  queryKey: ['notification-preferences'] as const,
  queryFn: ({ signal }) =>
    api.get<{ data: Preferences }>('/api/notification-preferences', { signal }).then((r) => r.data),
});

export const putPreferences = (input: PreferencesUpdate) =>
  api.put<{ data: Preferences }>('/api/notification-preferences', input).then((r) => r.data);

/** GET /api/notification-preferences/defaults (staff): every role's defaults. */
export const defaultsQuery = queryOptions({
  queryKey: ['notification-preferences', 'defaults'] as const,
  queryFn: ({ signal }) =>
    api.get<{ data: Defaults }>('/api/notification-preferences/defaults', { signal }).then((r) => r.data),
});

export const putDefaults = (input: DefaultsUpdate) =>
  api.put<{ data: Defaults }>('/api/notification-preferences/defaults', input).then((r) => r.data);
