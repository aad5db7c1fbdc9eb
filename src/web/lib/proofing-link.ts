/**
 * The proofing viewer's place in a request's URL (issue 27): `?proof=<versionId>&file=<fileId>&pin=<n>`
 * (or `&compare=<versionId>`), beside the request's other parameters. The deliverables panel opens the
 * viewer from it; a pin's comment in the thread links to it.
 */
export const PROOF_PARAMS = ['proof', 'file', 'pin', 'page', 'compare'] as const;

export type ProofTarget = {
  versionId: number;
  fileId?: string | undefined;
  pin?: number | undefined;
  page?: number | undefined;
  /** Compare this version (left) with `versionId` (right). */
  compare?: number | undefined;
};

const positive = (v: string | null) => {
  const n = v === null ? NaN : Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The viewer's target in these search parameters, or null when it is closed. */
export function readProofTarget(search: URLSearchParams): ProofTarget | null {
  const versionId = positive(search.get('proof'));
  if (!versionId) return null;
  return {
    versionId,
    fileId: search.get('file') ?? undefined,
    pin: positive(search.get('pin')),
    page: positive(search.get('page')),
    compare: positive(search.get('compare')),
  };
}

/** The search parameters with the viewer opened at `target` (null: closed), the others kept. */
export function withProofTarget(search: URLSearchParams, target: ProofTarget | null): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const k of PROOF_PARAMS) next.delete(k);
  if (target) {
    next.set('proof', String(target.versionId));
    if (target.fileId) next.set('file', target.fileId);
    if (target.pin) next.set('pin', String(target.pin));
    if (target.page && target.page > 1) next.set('page', String(target.page));
    if (target.compare) next.set('compare', String(target.compare));
  }
  return next;
}
