import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import CompareOutlined from '@mui/icons-material/CompareOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { isProofImage, isProofable } from '#shared/domain/proofing.ts';
import type { ProofTarget } from '../../lib/proofing-link.ts';
import { REVIEW_STATE_LABELS, versionLabel } from '#shared/domain/deliverables.ts';
import { formatDateTime } from '#shared/domain/formats.ts';
import { roundLabel } from '#shared/domain/revision-rounds.ts';
import { REVIEW_STATE_COLORS } from '../../components/DeliverableChip.tsx';
import { RICH_TEXT_CLASS } from '../../components/rich-text.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { userName } from '../../lib/people.ts';
import { useToast } from '../../lib/toast.ts';
import {
  approveVersion,
  waiveRound,
  type DeliverableVersionDto,
  type RevisionRoundDto,
  type RevisionRounds,
} from './api.ts';
import { ChangesDialog } from './ChangesDialog.tsx';
import { DELIVERABLES_UI } from './messages.ts';
import type { DeliverableSlots } from './slots.ts';

const someone = (u: DeliverableVersionDto['deliveredBy']) => (u ? userName(u) : 'Someone');

/** One version: who delivered it and when, its files, note and links, its review (and the review's buttons). */
export function VersionCard({
  version: v,
  canReview,
  rounds,
  canWaive = false,
  slots,
  onReviewed,
  previous,
  onProof,
  pins,
}: {
  /** The version's pins: how many, how many still open. */
  pins?: { total: number; open: number } | undefined;
  /** The version before this one (for Compare). */
  previous?: DeliverableVersionDto | undefined;
  /** Opens the proofing viewer (pins on images and PDF pages; compare). */
  onProof?: (target: ProofTarget) => void;
  version: DeliverableVersionDto;
  canReview: boolean;
  /** The request's revision rounds (its policy, the next round's cost, each round asked). */
  rounds: RevisionRounds;
  /** Staff: a charged round may be waived (refunded). */
  canWaive?: boolean;
  slots: DeliverableSlots;
  onReviewed: () => void;
}) {
  const toast = useToast();
  const titleId = useId();
  const [finish, setFinish] = useState(true);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const Files = slots.files;
  const reviewable = canReview && v.isLatest && v.reviewState === 'awaiting';
  const color = REVIEW_STATE_COLORS[v.reviewState];
  const round: RevisionRoundDto | undefined = rounds.list.find((r) => r.versionId === v.id);
  const policy = { included: rounds.included, extraCost: rounds.extraCost };
  const waivable = canWaive && round && Number(round.charged) > 0 && !round.waivedAt;
  const proofable = v.files.filter((f) => isProofable(f.mime));
  const hasImage = (x: DeliverableVersionDto) => x.files.some((f) => isProofImage(f.mime));
  const comparable = previous && hasImage(previous) && hasImage(v) ? previous : undefined;

  const waive = async () => {
    if (!round) return;
    setBusy(true);
    try {
      await waiveRound(v.requestId, round.round);
      toast.success(DELIVERABLES_UI.waived);
    } catch (e) {
      toast.error(errorMessage(e, DELIVERABLES_UI.waiveFailed));
    } finally {
      setBusy(false);
      onReviewed();
    }
  };

  const approve = async () => {
    setBusy(true);
    try {
      const res = await approveVersion(v.id, finish);
      toast.success(
        res.meta.requestStatus === 'FINISHED' && finish
          ? DELIVERABLES_UI.approvedFinished
          : DELIVERABLES_UI.approved,
      );
      onReviewed();
    } catch (e) {
      toast.error(errorMessage(e, DELIVERABLES_UI.reviewFailed));
      onReviewed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid={`deliverable-v${v.number}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {versionLabel(v.number)}
        </Typography>
        <Typography
          component="span"
          variant="caption"
          data-testid="review-state"
          sx={{ fontWeight: 650, color, bgcolor: `${color}1a`, px: 0.75, py: 0.125, borderRadius: 1 }}
        >
          {REVIEW_STATE_LABELS[v.reviewState]}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
          Delivered by {someone(v.deliveredBy)} · {formatDateTime(v.deliveredAt)}
        </Typography>
      </Box>

      {v.files.length > 0 &&
        (Files ? (
          <Files files={v.files} />
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {v.files.map((f) => (
              <li key={f.id}>
                <Link href={f.url} target="_blank" rel="noopener">
                  {f.name}
                </Link>
              </li>
            ))}
          </Box>
        ))}

      {onProof && proofable.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PushPinOutlined />}
            onClick={() => onProof({ versionId: v.id, fileId: proofable[0]!.id })}
          >
            Open {versionLabel(v.number)} in the proofing viewer
          </Button>
          {pins && pins.total > 0 && (
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="version-pins"
              sx={{ alignSelf: 'center' }}
            >
              {pins.total === 1 ? '1 pin' : `${pins.total} pins`} · {pins.open} open
            </Typography>
          )}
          {comparable && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              startIcon={<CompareOutlined />}
              onClick={() => onProof({ versionId: v.id, compare: comparable.id })}
            >
              Compare {versionLabel(comparable.number)} and {versionLabel(v.number)}
            </Button>
          )}
        </Box>
      )}

      {v.note && (
        <Box
          className={RICH_TEXT_CLASS}
          sx={{ overflowWrap: 'anywhere', '& p': { m: 0, mb: 1 }, '& p:last-child': { mb: 0 } }}
          // Sanitised by the server as a comment's HTML.
          dangerouslySetInnerHTML={{ __html: v.note }}
        />
      )}

      {v.links.length > 0 && (
        <Box
          component="ul"
          aria-label={`Links of ${versionLabel(v.number)}`}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
        >
          {v.links.map((l) => (
            <Box
              component="li"
              key={l.url}
              sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}
            >
              <LinkOutlined aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }} />
              <Link href={l.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {l.label ?? l.url}
              </Link>
            </Box>
          ))}
        </Box>
      )}

      {v.reviewState !== 'awaiting' && (
        <Box sx={{ borderLeft: 3, borderColor: color, pl: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {v.reviewState === 'approved' ? 'Approved' : 'Changes requested'} by {someone(v.reviewedBy)}
            {v.reviewedAt ? ` · ${formatDateTime(v.reviewedAt)}` : ''}
          </Typography>
          {v.reviewMessage && (
            <Box
              className={RICH_TEXT_CLASS}
              sx={{ mt: 0.5, overflowWrap: 'anywhere', '& p': { m: 0, mb: 1 }, '& p:last-child': { mb: 0 } }}
              dangerouslySetInnerHTML={{ __html: v.reviewMessage }}
            />
          )}
          {round && (
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mt: 0.5 }}
              data-testid="version-round"
            >
              <Typography variant="body2" color="text.secondary">
                {roundLabel(round.round, policy, round.charged)}
                {round.waivedAt ? ` · ${DELIVERABLES_UI.waivedMark}` : ''}
              </Typography>
              {waivable && (
                <Button size="small" color="inherit" onClick={waive} disabled={busy}>
                  {DELIVERABLES_UI.waive}
                </Button>
              )}
            </Box>
          )}
        </Box>
      )}

      {v.reviewState === 'awaiting' && !v.isLatest && (
        <Typography variant="body2" color="text.secondary">
          {DELIVERABLES_UI.superseded}
        </Typography>
      )}

      {reviewable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox checked={finish} onChange={(e) => setFinish(e.target.checked)} disabled={busy} />
            }
            label={DELIVERABLES_UI.finishLabel}
            sx={{ mr: 'auto' }}
          />
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<EditNoteOutlined />}
            onClick={() => setAsking(true)}
            disabled={busy}
          >
            Request changes
          </Button>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutline />}
            onClick={approve}
            disabled={busy}
          >
            Approve {versionLabel(v.number)}
          </Button>
        </Box>
      )}

      <ChangesDialog
        open={asking}
        versionId={v.id}
        number={v.number}
        policy={policy}
        next={rounds.next}
        onStale={onReviewed}
        onClose={() => setAsking(false)}
        onDone={() => {
          setAsking(false);
          onReviewed();
        }}
      />
    </Box>
  );
}
