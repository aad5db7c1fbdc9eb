import type {
  DeliverableLink,
  DeliverableList,
  DeliverableVersionDto,
  ReviewResponse,
} from '#shared/schemas/deliverables.ts';
import { api } from '../../lib/api-client.ts';

export type { DeliverableList, DeliverableVersionDto };
export type DeliverableFile = DeliverableVersionDto['files'][number];

export const deliverablesKey = (requestId: number) => ['deliverables', requestId] as const;

/** GET /api/service-requests/{id}/deliverables: the versions, newest first, and what the viewer may do. */
export const fetchDeliverables = (requestId: number, signal?: AbortSignal) =>
  api.get<DeliverableList>(`/api/service-requests/${requestId}/deliverables`, signal ? { signal } : {});

export type NewVersion = { note: string; links: { url: string; label?: string }[]; files: string[] };

/** POST /api/service-requests/{id}/deliverables (staff). */
export const postVersion = (requestId: number, input: NewVersion) =>
  api.post<{ data: DeliverableVersionDto; meta: { duplicate: boolean } }>(
    `/api/service-requests/${requestId}/deliverables`,
    { data: input },
  );

/** POST /api/deliverables/{id}/approve (the customer side); finish also marks the request Finished. */
export const approveVersion = (versionId: number, finish: boolean) =>
  api.post<ReviewResponse>(`/api/deliverables/${versionId}/approve`, { data: { finish } });

/** POST /api/deliverables/{id}/request-changes (the customer side), with a message. */
export const requestChanges = (versionId: number, message: string) =>
  api.post<ReviewResponse>(`/api/deliverables/${versionId}/request-changes`, { data: { message } });

export type { DeliverableLink };
