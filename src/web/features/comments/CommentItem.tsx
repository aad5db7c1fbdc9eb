import { useEffect, useRef, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReplyIcon from '@mui/icons-material/Reply';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { pinLabel } from '#shared/domain/proofing.ts';
import { withProofTarget } from '../../lib/proofing-link.ts';
import { formatCommentTime } from '#shared/domain/comment-time.ts';
import { formatNotificationTime } from '#shared/domain/formats.ts';
import { initials } from '../../lib/format.ts';
import { LEFT_TEAM_LABEL, userName } from '../../lib/people.ts';
import { RICH_TEXT_CLASS } from '../../components/rich-text.ts';
import { FileList } from '../../components/FileList.tsx';
import type { ReplyDto } from './api.ts';
import { richTextContentSx } from './rich-text-styles.ts';
import type { CommentSlots } from './slots.ts';

const AVATAR_COLORS = [
  '#4f46e5',
  '#0891b2',
  '#059669',
  '#d97706',
  '#db2777',
  '#7c3aed',
  '#2563eb',
  '#dc2626',
];
const avatarColor = (id: number) => AVATAR_COLORS[Math.abs(id) % AVATAR_COLORS.length]!;

/**
 * One comment or reply: author, time (relative under a day, else 'MMM do at hh:mm a'), the
 * server-sanitised HTML, its files (in `slots.files` when the app layer passed it in, else as links).
 * Top-level comments get a Reply button and their replies below.
 */
export function CommentItem({
  comment,
  now,
  isReply = false,
  onReply,
  replying = false,
  slots = {},
  children,
}: {
  comment: ReplyDto;
  now: Date;
  isReply?: boolean;
  onReply?: () => void;
  replying?: boolean;
  slots?: CommentSlots;
  /** Replies and the reply form (top-level comments only). */
  children?: ReactNode;
}) {
  const size = isReply ? 28 : 36;
  const Files = slots.files;
  const name = userName(comment.user);
  const replyButton = useRef<HTMLButtonElement | null>(null);
  const wasReplying = useRef(replying);
  // The reply form closing (posted or cancelled) takes the focus with it, back to the page or the
  // drawer around it: it returns to this comment's Reply button, unless it went somewhere else.
  useEffect(() => {
    const closed = wasReplying.current && !replying;
    wasReplying.current = replying;
    const button = replyButton.current;
    if (!closed || !button) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.contains(button)) button.focus();
  }, [replying]);
  return (
    <Box
      component={isReply ? 'li' : 'article'}
      aria-label={`${isReply ? 'Reply' : 'Comment'} by ${name}`}
      data-testid={isReply ? 'reply' : 'comment'}
      data-comment-id={comment.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: `${size}px minmax(0, 1fr)`,
        columnGap: isReply ? 1.25 : 1.5,
      }}
    >
      <Avatar
        src={comment.user.profileImage ?? undefined}
        alt=""
        sx={{
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 700,
          bgcolor: avatarColor(comment.user.id),
        }}
      >
        {initials(comment.user.firstName, comment.user.lastName, comment.user.username)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, minHeight: size }}
        >
          <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700, lineHeight: `${size}px` }}>
            {name}
          </Typography>
          {comment.user.leftTeam && (
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ fontStyle: 'italic' }}
            >
              {LEFT_TEAM_LABEL}
            </Typography>
          )}
          <Typography
            component="time"
            variant="caption"
            color="text.secondary"
            dateTime={comment.createdAt}
            title={formatNotificationTime(comment.createdAt)}
          >
            {formatCommentTime(comment.createdAt, now)}
          </Typography>
        </Box>
        {comment.pin && <PinLink pin={comment.pin} />}
        <Box
          className={RICH_TEXT_CLASS}
          data-testid="comment-content"
          sx={{
            fontSize: '0.9375rem',
            overflowWrap: 'anywhere',
            color: 'text.primary',
            ...richTextContentSx,
          }}
          // The server sanitises comment HTML against an allow-list before storing it.
          dangerouslySetInnerHTML={{ __html: comment.content }}
        />
        {comment.files.length > 0 && (
          <Box sx={{ mt: 1 }}>
            {Files ? <Files files={comment.files} /> : <FileList files={comment.files} />}
          </Box>
        )}
        {onReply && (
          <Button
            size="small"
            startIcon={<ReplyIcon />}
            ref={replyButton}
            onClick={onReply}
            aria-expanded={replying}
            sx={{ mt: 0.5, ml: -1, minWidth: 0 }}
          >
            Reply
          </Button>
        )}
        {children}
      </Box>
    </Box>
  );
}

/** "Pin 2 on v1 · poster.png": the pin a comment was written for, opening the proofing viewer at it. */
function PinLink({ pin }: { pin: NonNullable<ReplyDto['pin']> }) {
  const [search] = useSearchParams();
  const next = withProofTarget(search, {
    versionId: pin.versionId,
    fileId: pin.fileId,
    pin: pin.number,
    page: pin.page,
  });
  return (
    <Link
      component={RouterLink}
      to={{ search: `?${next.toString()}` }}
      data-testid="comment-pin-link"
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, mb: 0.25 }}
    >
      <PushPinOutlined fontSize="inherit" aria-hidden="true" />
      {pinLabel(pin)}
    </Link>
  );
}
