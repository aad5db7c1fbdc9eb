import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import { formatNotificationTime } from '#shared/domain/formats.ts';
import { LoadMoreFooter } from '../../components/LoadMoreFooter.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import {
  fetchNotificationsPage,
  mapNotifications,
  notificationKeys,
  postMarkAllRead,
  postReadState,
  setUnreadCount,
  type NotificationItem,
  type NotificationsData,
} from './api.ts';
import { NOTIFICATION_MESSAGES } from './messages.ts';
import { LazyTooltip } from '../../components/lazy-tooltip/LazyTooltip.tsx';

/** Spec section 9: the next page loads once 70–80% of the list has been scrolled through. */
const SCROLL_THRESHOLD = 0.75;

/**
 * The popover's content: Mark all as read, the notifications (10 per page, more on scrolling), each
 * with its message, time ('h:mm a, MMM d, yyyy') and a read/unread toggle. Opening one goes to its
 * request and marks it read.
 */
export function NotificationsPanel({
  userId,
  unreadCount,
  titleId,
  onNavigate,
}: {
  userId: number;
  unreadCount: number;
  titleId: string;
  /** Called after an item was opened (closes the popover). */
  onNavigate: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const listKey = notificationKeys.list(userId);

  const query = useInfiniteQuery({
    queryKey: listKey,
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchNotificationsPage(userId, pageParam, signal);
      // Every page answers the current unread count too.
      setUnreadCount(queryClient, userId, page.unreadCount);
      return page;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore && last.cursor !== null ? last.cursor : undefined),
    staleTime: 30_000,
    // Read afresh each time the bell opens: the stream brings new notifications, but not the ones
    // that left the list since (a request deleted, a company left: the server shows only what its
    // person may still open), which must not be offered for a click that leads to "not found".
    refetchOnMount: 'always',
  });
  const { data } = query;
  const items = data?.pages.flatMap((p) => p.data) ?? [];

  const patch = useCallback(
    (id: number, fields: Partial<NotificationItem>) =>
      queryClient.setQueryData<NotificationsData>(listKey, (d) =>
        mapNotifications(d, (n) => (n.id === id ? { ...n, ...fields } : n)),
      ),
    [queryClient, listKey],
  );

  async function setRead(item: NotificationItem, read: boolean) {
    if (item.is_read === read) return;
    patch(item.id, { is_read: read });
    setUnreadCount(queryClient, userId, (n) => n + (read ? -1 : 1));
    try {
      const answer = await postReadState(item.id, read);
      patch(item.id, answer.data);
      setUnreadCount(queryClient, userId, answer.unreadCount);
    } catch (error) {
      // Gone from the person's list since it loaded (its request deleted or no longer theirs): the
      // list and the count are read again, and there is nothing to retry.
      if (isNotFound(error)) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
        return;
      }
      patch(item.id, { is_read: item.is_read });
      setUnreadCount(queryClient, userId, (n) => n + (read ? 1 : -1));
      toast.error(NOTIFICATION_MESSAGES.updateFailed);
    }
  }

  async function markAll() {
    const before = queryClient.getQueryData<NotificationsData>(listKey);
    const count = unreadCount;
    // What the person has seen: the list up to its newest item (the stream puts new ones on top). One
    // that arrives while the click travels stays unread. The older ones, loaded or not, are all marked.
    const shown = before?.pages.flatMap((p) => p.data.map((n) => n.id)) ?? [];
    const upTo = shown.length ? Math.max(...shown) : undefined;
    queryClient.setQueryData<NotificationsData>(listKey, (d) =>
      mapNotifications(d, (n) => ({ ...n, is_read: true })),
    );
    setUnreadCount(queryClient, userId, 0);
    try {
      const answer = await postMarkAllRead(userId, upTo);
      setUnreadCount(queryClient, userId, answer.unreadCount);
    } catch {
      queryClient.setQueryData(listKey, before);
      setUnreadCount(queryClient, userId, count);
      toast.error(NOTIFICATION_MESSAGES.updateFailed);
    }
  }

  function open(item: NotificationItem, event: MouseEvent) {
    const anchor = (event.target as HTMLElement).closest('a');
    // Ctrl/Cmd/Shift/middle click on the link: the browser opens it elsewhere; this tab stays.
    const elsewhere = anchor && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0);
    void setRead(item, true);
    if (elsewhere) return;
    event.preventDefault();
    onNavigate();
    void navigate(item.link);
  }

  // Infinite scroll inside the panel's scrolling list.
  const sentinel = useInfiniteScroll(query, { root: 'scroll-parent', threshold: SCROLL_THRESHOLD });

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.25,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.0625rem' }}>
          Notifications
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAll />}
          // Until the list has loaded nothing has been seen: "all" would be what the person never saw.
          disabled={unreadCount === 0 || data === undefined}
          onClick={() => void markAll()}
        >
          {NOTIFICATION_MESSAGES.markAll}
        </Button>
      </Box>
      <Divider />
      <Box
        sx={{
          maxHeight: 'min(480px, calc(100dvh - 160px))',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
        }}
      >
        {query.isPending ? (
          <Box
            role="status"
            aria-label="Loading notifications"
            sx={{ display: 'grid', placeItems: 'center', py: 5 }}
          >
            <CircularProgress size={28} aria-label="Loading notifications" />
          </Box>
        ) : !data ? (
          <Box
            role="alert"
            sx={{ display: 'grid', placeItems: 'center', gap: 1, px: 3, py: 5, textAlign: 'center' }}
          >
            <Typography color="error">{NOTIFICATION_MESSAGES.loadFailed}</Typography>
            <Button size="small" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Box>
        ) : items.length === 0 ? (
          <Box
            role="status"
            sx={{ display: 'grid', placeItems: 'center', gap: 1, px: 3, py: 5, textAlign: 'center' }}
          >
            <NotificationsOffOutlined sx={{ color: 'text.disabled', fontSize: 32 }} />
            <Typography color="text.secondary">{NOTIFICATION_MESSAGES.empty}</Typography>
          </Box>
        ) : (
          <>
            <Box component="ul" aria-label="Notifications" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={item}
                  onOpen={(e) => open(item, e)}
                  onToggle={() => void setRead(item, !item.is_read)}
                />
              ))}
            </Box>
            <LoadMoreFooter
              query={query}
              sentinelRef={sentinel}
              loadingLabel="Loading more notifications"
              failedMessage={NOTIFICATION_MESSAGES.loadFailed}
              endMessage={NOTIFICATION_MESSAGES.noMore}
            />
          </>
        )}
      </Box>
    </>
  );
}

function NotificationRow({
  item,
  onOpen,
  onToggle,
}: {
  item: NotificationItem;
  onOpen: (event: MouseEvent) => void;
  onToggle: () => void;
}) {
  const toggleLabel = item.is_read ? 'Mark as unread' : 'Mark as read';
  return (
    <Box
      component="li"
      data-testid="notification"
      data-read={item.is_read ? 'true' : 'false'}
      aria-label={item.is_read ? undefined : 'Unread'}
      onClick={onOpen}
      sx={{
        display: 'grid',
        gridTemplateColumns: '10px minmax(0, 1fr) auto',
        alignItems: 'start',
        gap: 1.25,
        px: 2,
        py: 1.5,
        cursor: 'pointer',
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: item.is_read ? 'transparent' : 'rgba(79, 70, 229, 0.05)',
        '&:hover': { bgcolor: 'action.hover' },
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          mt: '7px',
          borderRadius: '50%',
          bgcolor: item.is_read ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Box
          data-testid="notification-message"
          sx={{
            fontSize: '0.875rem',
            lineHeight: 1.45,
            color: item.is_read ? 'text.secondary' : 'text.primary',
            overflowWrap: 'anywhere',
            '& p': { m: 0 },
            '& a': { color: 'primary.main', fontWeight: 600, textDecoration: 'none' },
            '& a:hover, & a:focus-visible': { textDecoration: 'underline' },
          }}
          // Built by the server from escaped values (names, titles, excerpts).
          dangerouslySetInnerHTML={{ __html: item.message }}
        />
        <Typography component="time" variant="caption" color="text.secondary" dateTime={item.created_at}>
          {formatNotificationTime(item.created_at)}
        </Typography>
      </Box>
      <LazyTooltip title={toggleLabel}>
        <IconButton
          size="small"
          aria-label={toggleLabel}
          onClick={(e) => {
            e.stopPropagation();
            onToggle();
          }}
          sx={{ mt: -0.5 }}
        >
          {item.is_read ? (
            <MarkEmailUnreadOutlined fontSize="small" />
          ) : (
            <MarkEmailReadOutlined fontSize="small" color="primary" />
          )}
        </IconButton>
      </LazyTooltip>
    </Box>
  );
}
