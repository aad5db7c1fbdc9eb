import { useCallback, useEffect, useId, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { LoadMoreFooter } from '../../components/LoadMoreFooter.tsx';
import { isApiError, withErrorReference } from '../../lib/api-client.ts';
import { followRequestComments, subscribeServerEvents } from '../../lib/event-stream.ts';
import { useToast } from '../../lib/toast.ts';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import {
  commentsKey,
  fetchCommentsPage,
  insertComment,
  newestCommentId,
  postComment,
  type CommentsData,
} from './api.ts';
import { CommentComposer, type ComposerSubmit } from './CommentComposer.tsx';
import { CommentItem } from './CommentItem.tsx';
import { COMMENT_MESSAGES } from './messages.ts';
import type { CommentSlots } from './slots.ts';

export type CommentsPanelProps = {
  request: { id: number };
  /** Something is written in a comment or reply form and not posted (the drawer asks before closing). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The files' drop zone and list (the uploads feature's), passed in by the app layer. */
  slots?: CommentSlots;
};

/** Spec section 9: the next page loads once 70–80% of the list has been scrolled through. */
const SCROLL_THRESHOLD = 0.75;

/** The comments of a request (spec section 2): the new-comment form, the list with replies, live updates. */
export default function CommentsPanel({ request, onDirtyChange, slots = {} }: CommentsPanelProps) {
  const requestId = request.id;
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const now = useNow(30_000);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [mainDirty, setMainDirty] = useState(false);
  const [replyDirty, setReplyDirty] = useState(false);

  const query = useInfiniteQuery({
    queryKey: commentsKey(requestId),
    queryFn: ({ pageParam, signal }) => fetchCommentsPage(requestId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.cursor ? last.cursor : undefined),
    staleTime: 10_000,
  });
  const { data, hasNextPage, isFetchingNextPage, refetch } = query;
  const loaded = data !== undefined;

  useEffect(() => {
    onDirtyChange?.(mainDirty || replyDirty);
  }, [mainDirty, replyDirty, onDirtyChange]);

  // Errors: the first page, or a further one.
  const { errorUpdateCount, isFetchNextPageError } = query;
  useEffect(() => {
    if (errorUpdateCount === 0) return;
    toast.error(isFetchNextPageError ? COMMENT_MESSAGES.loadMoreFailed : COMMENT_MESSAGES.loadFailed);
    // Only a new error (its count) shows a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdateCount]);

  // Live: comments of this request arrive through the tab's event stream.
  useEffect(() => {
    if (!loaded) return;
    const shown = newestCommentId(queryClient.getQueryData<CommentsData>(commentsKey(requestId)));
    const stopFollowing = followRequestComments(requestId, shown);
    const unsubscribe = subscribeServerEvents((event) => {
      if (event.type === 'comment' && event.requestId === requestId) {
        queryClient.setQueryData<CommentsData>(commentsKey(requestId), (d) =>
          insertComment(d, event.comment),
        );
      } else if (event.type === 'resync' || (event.type === 'ready' && !event.resumed)) {
        void refetch();
      }
    });
    return () => {
      unsubscribe();
      stopFollowing();
    };
  }, [loaded, requestId, queryClient, refetch]);

  const post = useCallback(
    async ({ html, files }: ComposerSubmit, parentId: number | null) => {
      const reply = parentId !== null;
      try {
        const { data: created, meta } = await postComment({
          requestId,
          content: html,
          files: files.map((f) => f.id),
          parentId,
        });
        queryClient.setQueryData<CommentsData>(commentsKey(requestId), (d) => insertComment(d, created));
        if (!meta.duplicate) toast.success(reply ? COMMENT_MESSAGES.replyAdded : COMMENT_MESSAGES.added);
        if (reply) setReplyingTo(null);
        return true;
      } catch (error) {
        // A refusal the user can act on (empty, files gone) carries the server's message.
        const detail =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.message
            ? error.message
            : withErrorReference(reply ? COMMENT_MESSAGES.replyFailed : COMMENT_MESSAGES.addFailed, error);
        toast.show(
          <Box>
            <Box component="strong" sx={{ display: 'block' }}>
              {reply ? COMMENT_MESSAGES.replyNotAdded : COMMENT_MESSAGES.notAdded}
            </Box>
            {detail}
          </Box>,
          { variant: 'error' },
        );
        return false;
      }
    },
    [requestId, queryClient, toast],
  );

  const postMain = useCallback((value: ComposerSubmit) => post(value, null), [post]);

  const comments = data?.pages.flatMap((p) => p.data) ?? [];
  const countLabel = hasNextPage ? `${comments.length}+` : String(comments.length);

  // Infinite scroll: a sentinel after the list, watched inside the drawer's scrolling body.
  const sentinel = useInfiniteScroll(query, { root: 'scroll-parent', threshold: SCROLL_THRESHOLD });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <CommentComposer
        title="Add New Comments"
        label="New comment"
        placeholder="Write a comment…"
        submitLabel="Add Comment"
        onSubmit={postMain}
        onDirtyChange={setMainDirty}
        slots={slots}
      />

      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h3">
            Comments
          </Typography>
          {loaded && (
            <Chip
              size="small"
              label={countLabel}
              data-testid="comments-count"
              aria-label={`${countLabel} comments`}
              sx={{ fontWeight: 700 }}
            />
          )}
        </Box>

        {query.isPending ? (
          <Spinner label="Loading comments" />
        ) : !loaded ? (
          <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography color="error">{COMMENT_MESSAGES.loadFailed}</Typography>
            <Button size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          </Box>
        ) : comments.length === 0 ? (
          <Box
            role="status"
            sx={{
              display: 'grid',
              placeItems: 'center',
              gap: 1,
              py: 4,
              border: '1px dashed',
              borderColor: 'divider',
              borderRadius: 3,
              textAlign: 'center',
            }}
          >
            <ChatBubbleOutline sx={{ color: 'text.disabled', fontSize: 32 }} />
            <Typography color="text.secondary">{COMMENT_MESSAGES.noComments}</Typography>
          </Box>
        ) : (
          <Box
            role="feed"
            aria-labelledby={headingId}
            aria-busy={isFetchingNextPage}
            sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}
          >
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                now={now}
                slots={slots}
                replying={replyingTo === comment.id}
                onReply={() => setReplyingTo((current) => (current === comment.id ? null : comment.id))}
              >
                {comment.replies.length > 0 && (
                  <Box
                    component="ul"
                    aria-label="Replies"
                    sx={{
                      listStyle: 'none',
                      m: 0,
                      mt: 1.5,
                      p: 0,
                      pl: { xs: 1.5, sm: 2 },
                      borderLeft: '2px solid',
                      borderColor: 'divider',
                      display: 'grid',
                      gap: 1.75,
                    }}
                  >
                    {comment.replies.map((reply) => (
                      <CommentItem key={reply.id} comment={reply} now={now} slots={slots} isReply />
                    ))}
                  </Box>
                )}
                {replyingTo === comment.id && (
                  <Box sx={{ mt: 1.5 }}>
                    <CommentComposer
                      label="Reply"
                      placeholder="Write a reply…"
                      submitLabel="Add Reply"
                      autoFocus
                      compact
                      onSubmit={(value) => post(value, comment.id)}
                      onDirtyChange={setReplyDirty}
                      onCancel={() => setReplyingTo(null)}
                      slots={slots}
                    />
                  </Box>
                )}
              </CommentItem>
            ))}
          </Box>
        )}

        {loaded && comments.length > 0 && (
          <LoadMoreFooter
            query={query}
            sentinelRef={sentinel}
            loadingLabel="Loading more comments"
            failedMessage={COMMENT_MESSAGES.loadMoreFailed}
            endMessage={COMMENT_MESSAGES.noMore}
          />
        )}
      </Box>
    </Box>
  );
}

function Spinner({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}

/** The current time, refreshed every `ms` (relative comment times move on). */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}
