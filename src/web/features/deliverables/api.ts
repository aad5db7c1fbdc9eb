import type {
  DeliverableLink,
  DeliverableList,
  DeliverableVersionDto,
  ReviewResponse,
  RevisionRoundDto,
  RevisionRounds,
  WaiveResponse,
} from '#shared/schemas/deliverables.ts';
import { api } from '../../lib/api-client.ts';

export type { DeliverableList, DeliverableVersionDto, RevisionRoundDto, RevisionRounds };
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

/**
 * POST /api/deliverables/{id}/request-changes (the customer side), with a message and the round's cost
 * the customer was shown (the server refuses another cost with a 409 and charges nothing).
 */
export const requestChanges = (versionId: number, message: string, confirmCost: string) =>
  api.post<ReviewResponse>(`/api/deliverables/${versionId}/request-changes`, {
    data: { message, confirmCost },
  });

/** POST /api/service-requests/{id}/revision-rounds/{round}/waive (staff): refund a charged round. */
export const waiveRound = (requestId: number, round: number) =>
  api.post<WaiveResponse>(`/api/service-requests/${requestId}/revision-rounds/${round}/waive`, {});

export type { DeliverableLink };

export type { PinDto, PinList, PinResponse } from '#shared/schemas/proofing.ts';
import type { PinDeleted, PinList, PinResponse } from '#shared/schemas/proofing.ts';

export const pinsKey = (requestId: number) => ['proof-pins', requestId] as const;

/** GET /api/service-requests/{id}/proof-pins: every pin of the request's versions, with replies. */
export const fetchPins = (requestId: number, signal?: AbortSignal) =>
  api.get<PinList>(`/api/service-requests/${requestId}/proof-pins`, signal ? { signal } : {});

export type NewPin = { versionId: number; fileId: string; page: number; x: number; y: number; text: string };

/** POST /api/service-requests/{id}/proof-pins: a pin; its words become a comment of the thread. */
export const postPin = (requestId: number, pin: NewPin) =>
  api.post<PinResponse>(`/api/service-requests/${requestId}/proof-pins`, { data: pin });

/** POST /api/proof-pins/{id}/replies */
export const replyToPin = (pinId: number, text: string) =>
  api.post<PinResponse>(`/api/proof-pins/${pinId}/replies`, { data: { text } });

/** POST /api/proof-pins/{id}/resolve or /reopen */
export const setPinResolved = (pinId: number, resolved: boolean) =>
  api.post<PinResponse>(`/api/proof-pins/${pinId}/${resolved ? 'resolve' : 'reopen'}`, {});

/** POST /api/proof-pins/{id}/move: another point of its file (a PDF: and page); its author or staff. */
export const movePin = (pinId: number, to: { x: number; y: number; page: number }) =>
  api.post<PinResponse>(`/api/proof-pins/${pinId}/move`, { data: to });

/** DELETE /api/proof-pins/{id}: off the picture and the list; its words stay in the thread. */
export const deletePin = (pinId: number) => api.delete<PinDeleted>(`/api/proof-pins/${pinId}`);
