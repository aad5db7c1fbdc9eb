import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { includedLabel, roundLabel } from '#shared/domain/revision-rounds.ts';
import { DeliverableChip } from '../../components/DeliverableChip.tsx';
import { subscribeServerEvents } from '../../lib/event-stream.ts';
import { requestKeys } from '../../lib/requests/queries.ts';
import { readProofTarget, withProofTarget, type ProofTarget } from '../../lib/proofing-link.ts';
import { LazyProofViewer } from './proofing-lazy.tsx';
import { deliverablesKey, fetchDeliverables, fetchPins, pinsKey } from './api.ts';
import { isProofable } from '#shared/domain/proofing.ts';
import { DeliverForm } from './DeliverForm.tsx';
import { DELIVERABLES_UI } from './messages.ts';
import type { DeliverableSlots } from './slots.ts';
import { VersionCard } from './VersionCard.tsx';

export type DeliverablesPanelProps = {
  request: { id: number };
  /** The uploads feature's drop zone and file list, passed in by the app layer. */
  slots?: DeliverableSlots;
  /** A version is being written and not delivered (the drawer asks before closing). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The request's deliverables (issue 27): staff deliver a version (files, note, links); everyone who
 * can see the request sees the versions newest first; the customer side approves the latest one or
 * asks for changes. A `deliverable` live event about this request refreshes it.
 */
export default function DeliverablesPanel({ request, slots = {}, onDirtyChange }: DeliverablesPanelProps) {
  const requestId = request.id;
  const headingId = useId();
  const queryClient = useQueryClient();
  const [delivering, setDelivering] = useState(false);
  // The proofing viewer: opened from a version, or by a link (?proof=…&pin=…) from the thread.
  const [search, setSearch] = useSearchParams();
  const linked = readProofTarget(search);
  const linkedKey = linked ? JSON.stringify(linked) : null;
  const [proof, setProof] = useState<ProofTarget | null>(linked);
  useEffect(() => {
    if (linkedKey) setProof(JSON.parse(linkedKey) as ProofTarget);
  }, [linkedKey]);
  const closeProof = () => {
    setProof(null);
    if (linkedKey) setSearch((s) => withProofTarget(s, null), { replace: true });
  };
  const query = useQuery({
    queryKey: deliverablesKey(requestId),
    queryFn: ({ signal }) => fetchDeliverables(requestId, signal),
    staleTime: 10_000,
  });

  // Live: a `deliverable` event (a version of this request delivered, approved or sent back for
  // changes: sent to everyone who may see the request, whatever their notification preferences), a
  // comment on it (a pin placed or answered by someone else) and a pin event (resolved, reopened,
  // moved, deleted: the versions' pin counts). The drawer's comments follow the request, which is
  // what the server sends these to. Deliverable events are not replayed, and the stream may have
  // started following this request only after the panel read it: every `ready` (a connection, which
  // the drawer's follow opens) and a `resync` re-read the versions, as the viewer does its pins.
  useEffect(
    () =>
      subscribeServerEvents((event) => {
        if ((event.type === 'comment' || event.type === 'pin') && event.requestId === requestId) {
          void queryClient.invalidateQueries({ queryKey: pinsKey(requestId) });
          return;
        }
        const changed =
          (event.type === 'deliverable' && event.requestId === requestId) ||
          event.type === 'resync' ||
          event.type === 'ready';
        if (!changed) return;
        void queryClient.invalidateQueries({ queryKey: deliverablesKey(requestId) });
        void queryClient.invalidateQueries({ queryKey: pinsKey(requestId) });
        // A review may have moved the request's status (approved: Finished).
        if (event.type === 'deliverable') {
          void queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) });
        }
      }),
    [queryClient, requestId],
  );

  /** After a delivery or review: the versions, the request (its status, its chip) and the lists. */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: deliverablesKey(requestId) });
    void queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) });
    void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: requestKeys.events(requestId) });
  };

  const versions = query.data?.data ?? [];
  // The pins of the versions (counted on each version; the viewer reads the same cache).
  const proofable = versions.some((v) => v.files.some((f) => isProofable(f.mime)));
  const pinsQuery = useQuery({
    queryKey: pinsKey(requestId),
    queryFn: ({ signal }) => fetchPins(requestId, signal),
    enabled: proofable,
    staleTime: 10_000,
  });
  const pinCount = (versionId: number) => {
    const pins = (pinsQuery.data?.data ?? []).filter((p) => p.versionId === versionId);
    return { total: pins.length, open: pins.filter((p) => !p.resolvedAt).length };
  };
  const meta = query.data?.meta;
  const latest = versions[0];
  const rounds = meta?.rounds;
  /** "Round 2 of 2 included", beyond them "Round 3 · 5 credits extra"; before any, what is included. */
  const roundsLine = rounds
    ? rounds.used === 0
      ? includedLabel(rounds.included)
      : roundLabel(
          rounds.used,
          { included: rounds.included, extraCost: rounds.extraCost },
          rounds.list.find((r) => r.round === rounds.used)?.charged,
        )
    : null;

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="deliverables-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {DELIVERABLES_UI.heading}
        </Typography>
        <DeliverableChip latest={latest ? { number: latest.number, state: latest.reviewState } : null} />
        {roundsLine && (
          <Typography variant="body2" color="text.secondary" data-testid="rounds-summary">
            {roundsLine}
          </Typography>
        )}
        {meta?.canDeliver && !delivering && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => setDelivering(true)}
            sx={{ ml: { sm: 'auto' } }}
          >
            {DELIVERABLES_UI.deliver}
          </Button>
        )}
      </Box>

      {delivering && (
        <DeliverForm
          requestId={requestId}
          nextNumber={(latest?.number ?? 0) + 1}
          slots={slots}
          onDirtyChange={onDirtyChange}
          onCancel={() => {
            setDelivering(false);
            onDirtyChange?.(false);
          }}
          onDelivered={() => {
            setDelivering(false);
            onDirtyChange?.(false);
            refresh();
          }}
        />
      )}

      {query.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label="Loading deliverables" />
      ) : query.isError ? (
        <Typography variant="body2" color="error" role="alert">
          {DELIVERABLES_UI.loadFailed}
        </Typography>
      ) : versions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {meta?.canReview ? DELIVERABLES_UI.noneCustomer : DELIVERABLES_UI.none}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Versions"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {versions.map((v) => (
            <VersionCard
              key={v.id}
              version={v}
              canReview={Boolean(meta?.canReview)}
              rounds={rounds!}
              canWaive={Boolean(meta?.canWaive)}
              slots={slots}
              onReviewed={refresh}
              previous={versions.find((p) => p.number === v.number - 1)}
              onProof={setProof}
              pins={pinCount(v.id)}
            />
          ))}
        </Box>
      )}
      {proof && versions.length > 0 && (
        <LazyProofViewer
          key={JSON.stringify(proof)}
          requestId={requestId}
          versions={versions}
          target={proof}
          onClose={closeProof}
        />
      )}
    </Box>
  );
}
