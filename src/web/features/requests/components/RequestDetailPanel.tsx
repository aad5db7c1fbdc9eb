import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import MoreVert from '@mui/icons-material/MoreVert';
import { can } from '#shared/domain/permissions.ts';
import { useSession } from '../../../lib/session/index.ts';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { actorOf, factsOf } from '../actor.ts';
import { useLiveRequest, useRequest, useSaveRequest, type ServiceRequestDto } from '../api.ts';
import { useDrawer } from '../drawer-context.ts';
import { REQUEST_MESSAGES } from '../../../lib/requests/messages.ts';
import { shareableRequestUrl } from '../route-state.ts';
import { createHref, requestHref } from '../../../lib/requests/list-url.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { ActionBar, DrawerBody, DrawerHeader } from './DrawerLayout.tsx';
import { RequestDetailView } from './RequestDetailView.tsx';
import { ApprovalBanner } from './ApprovalBanner.tsx';
import { isNotFound, RequestDeleted, RequestNotFound, shownDeleted } from './RequestNotFound.tsx';

/** Detail mode: the read-only request, its three-dot menu (Duplicate, Copy Link), Cancel and Edit. */
export function RequestDetailPanel({ requestId }: { requestId: number }) {
  const drawer = useDrawer();
  const query = useRequest(requestId);
  const live = useLiveRequest(requestId);
  const deleted = shownDeleted(live.deleted, query);

  if (deleted) return <RequestDeleted by={deleted} />;
  if (query.isPending) return <DetailSkeleton onClose={drawer.close} />;
  if (query.isError && isNotFound(query.error)) return <RequestNotFound />;
  if (query.isError) {
    return (
      <>
        <DrawerHeader title="Service Request" onClose={drawer.close} />
        <DrawerBody>
          <Alert severity="error" role="alert">
            {REQUEST_MESSAGES.requestNotSet} {errorMessage(query.error, '')}
          </Alert>
        </DrawerBody>
      </>
    );
  }
  return <DetailContent request={query.data} />;
}

function DetailContent({ request }: { request: ServiceRequestDto }) {
  const session = useSession();
  const drawer = useDrawer();
  const toast = useToast();
  const actor = actorOf(session);
  const facts = factsOf(request);
  const save = useSaveRequest(session.user.id);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [askCancel, setAskCancel] = useState(false);
  const [askDuplicate, setAskDuplicate] = useState(false);
  // Cancelling removes the Cancel request button the dialog would give the focus back to (the page
  // would get it): the drawer's heading takes it, the status beside it now reads Cancelled.
  const [cancelled, setCancelled] = useState(false);
  const headingRef = useFocusWhen<HTMLHeadingElement>(cancelled && !askCancel);

  const canCancel = can(actor, 'cancel', facts);
  // A submission awaiting approval is its creator's to edit; its owners decide (ApprovalBanner).
  const canEdit =
    can(actor, 'update', facts) && (!facts.awaitingApproval || request.createdBy.id === actor.id);
  const canDuplicate = can(actor, 'duplicate', facts);

  const copyLink = async () => {
    setMenuAnchor(null);
    try {
      await navigator.clipboard.writeText(shareableRequestUrl(request.id, drawer.alignBy));
      toast.success(REQUEST_MESSAGES.linkCopied);
    } catch {
      toast.error(REQUEST_MESSAGES.linkCopyFailed);
    }
  };

  const duplicate = (withFiles: boolean) => {
    setAskDuplicate(false);
    drawer.go(createHref(drawer.scope, drawer.alignBy, { duplicatedId: request.id, withFiles }));
  };

  // Cancelling keeps the title, the company and both people lists; only the status changes.
  const cancelRequest = async () => {
    try {
      await save.mutateAsync({
        kind: 'update',
        id: request.id,
        before: request.status,
        data: {
          title: request.title,
          company: request.company.id,
          assignees: request.assignees.map((u) => u.id),
          ...(session.user.isStaff ? { assignedTo: request.assignedTo.map((u) => u.id) } : {}),
          status: 'CANCELLED',
        },
      });
      setCancelled(true);
      toast.success(REQUEST_MESSAGES.cancelled);
    } catch (error) {
      toast.error(errorMessage(error, REQUEST_MESSAGES.cancelFailed));
    } finally {
      setAskCancel(false);
    }
  };

  return (
    <>
      <DrawerHeader
        title={request.title}
        fullTitle={request.title}
        chip={<StatusChip status={request.status} />}
        onClose={drawer.close}
        headingRef={headingRef}
        actions={
          <>
            <IconButton
              aria-label="More actions"
              aria-haspopup="menu"
              aria-controls={menuAnchor ? 'request-more-menu' : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
            >
              <MoreVert />
            </IconButton>
            <Menu
              id="request-more-menu"
              anchorEl={menuAnchor}
              open={menuAnchor !== null}
              onClose={() => setMenuAnchor(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              {canDuplicate && (
                <MenuItem
                  onClick={() => {
                    setMenuAnchor(null);
                    setAskDuplicate(true);
                  }}
                >
                  <ListItemIcon>
                    <ContentCopy fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>Duplicate</ListItemText>
                </MenuItem>
              )}
              <MenuItem onClick={() => void copyLink()}>
                <ListItemIcon>
                  <LinkIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>Copy Link</ListItemText>
              </MenuItem>
            </Menu>
          </>
        }
      />
      <DrawerBody>
        <ApprovalBanner
          request={request}
          viewerId={actor.id}
          isOwner={actor.ownedEnterpriseIds.includes(request.company.enterprise.id)}
        />
        <RequestDetailView request={request} />
      </DrawerBody>
      {(canCancel || canEdit) && (
        <ActionBar
          start={
            canCancel && (
              // Named for what it does: a bare "Cancel" read like closing the drawer.
              <Button color="error" variant="outlined" onClick={() => setAskCancel(true)}>
                Cancel request
              </Button>
            )
          }
          end={
            canEdit && (
              <Button
                variant="contained"
                startIcon={<Edit />}
                onClick={() => drawer.go(requestHref(drawer.scope, request.id, drawer.alignBy, 'edit'))}
              >
                Edit
              </Button>
            )
          }
        />
      )}
      <ConfirmDialog
        open={askCancel}
        title="Cancel request"
        message={REQUEST_MESSAGES.cancelQuestion}
        cancelLabel="No"
        confirmLabel="Yes"
        destructive
        busy={save.isPending}
        onCancel={() => setAskCancel(false)}
        onConfirm={() => void cancelRequest()}
      />
      <ConfirmDialog
        open={askDuplicate}
        title="Duplicate request"
        message="Do you want to copy the images and files of this request to the new one?"
        cancelLabel="Cancel"
        altLabel="No"
        onAlt={() => duplicate(false)}
        confirmLabel="Yes"
        onCancel={() => setAskDuplicate(false)}
        onConfirm={() => duplicate(true)}
      />
    </>
  );
}

function DetailSkeleton({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DrawerHeader title="Loading request…" onClose={onClose} />
      <DrawerBody>
        <Box role="status" aria-label="Loading request" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="text" width="60%" height={36} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={44} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={160} />
        </Box>
      </DrawerBody>
    </>
  );
}
