import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import CompareOutlined from '@mui/icons-material/CompareOutlined';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { versionLabel } from '#shared/domain/deliverables.ts';
import {
  PIN_MESSAGES,
  canDeletePin,
  canMovePin,
  isProofImage,
  isProofPdf,
  isProofable,
  pinName,
} from '#shared/domain/proofing.ts';
import type { ProofTarget } from '../../../lib/proofing-link.ts';
import { subscribeServerEvents } from '../../../lib/event-stream.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { useSession } from '../../../lib/session/AuthProvider.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import {
  deletePin,
  fetchPins,
  movePin,
  pinsKey,
  postPin,
  replyToPin,
  setPinResolved,
  type DeliverableVersionDto,
  type PinDto,
} from '../api.ts';
import { PinComposer, PinList } from './PinList.tsx';
import { ProofStage, type Point } from './ProofStage.tsx';

export type ProofViewerProps = {
  requestId: number;
  /** The request's versions, newest first. */
  versions: DeliverableVersionDto[];
  target: ProofTarget;
  onClose: () => void;
};

const proofFiles = (v: DeliverableVersionDto | undefined) =>
  v ? v.files.filter((f) => isProofable(f.mime)) : [];
const imageFiles = (v: DeliverableVersionDto | undefined) =>
  v ? v.files.filter((f) => isProofImage(f.mime)) : [];

/**
 * The proofing viewer (issue 27), a full-screen dialog: an image or a PDF page of a version with its
 * numbered pins, and beside it (below it on a phone) the list of pins. Click, or focus the picture
 * and use the arrow keys and Enter, to drop a pin; write what should change; reply, resolve, reopen.
 * Compare shows two versions' images side by side with their pins.
 */
export default function ProofViewer({ requestId, versions, target, onClose }: ProofViewerProps) {
  const titleId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const proofable = versions.filter((v) => proofFiles(v).length > 0);
  const [versionId, setVersionId] = useState(target.versionId);
  const version = proofable.find((v) => v.id === versionId) ?? proofable[0];
  const files = proofFiles(version);
  const [fileId, setFileId] = useState(target.fileId);
  const file = files.find((f) => f.id === fileId) ?? files[0];
  const [page, setPage] = useState(target.page ?? 1);
  const [pageCount, setPageCount] = useState(1);
  const [draft, setDraft] = useState<Point | null>(null);
  // A pin placed by keyboard gives focus back to the picture once written (or cancelled).
  const stageRef = useRef<HTMLDivElement>(null);
  const byKeyboard = useRef(false);
  const endDraft = () => {
    setDraft(null);
    if (byKeyboard.current) requestAnimationFrame(() => stageRef.current?.focus());
  };
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Move by the list's button: the pin whose next place is chosen on the stage (click, or Enter).
  const [movingId, setMovingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PinDto | null>(null);
  const { user } = useSession();
  const mayMove = (p: PinDto) => canMovePin(user, { authorId: p.author?.id ?? null });
  const mayDelete = (p: PinDto) =>
    canDeletePin(user, { authorId: p.author?.id ?? null, replyAuthorIds: p.replies.map((r) => r.user.id) });
  const [compareWith, setCompareWith] = useState<number | null>(target.compare ?? null);
  const wantedPin = target.pin;

  const pinsQuery = useQuery({
    queryKey: pinsKey(requestId),
    queryFn: ({ signal }) => fetchPins(requestId, signal),
    // Read afresh on opening (the cached list shows meanwhile): the panel's copy may be older than
    // the pin events it missed while its stream was away.
    refetchOnMount: 'always',
  });
  const allPins = useMemo(() => pinsQuery.data?.data ?? [], [pinsQuery.data]);
  const filePins = allPins.filter((p) => p.versionId === version?.id && p.fileId === file?.id);
  const pagePins = filePins.filter((p) => p.page === page);

  // Live: a comment on this request (a pin placed or replied to by someone else) or a pin event (one
  // resolved, reopened, moved or deleted) refreshes the pins; so does a reconnection, since pin events
  // are not replayed (the stream's `ready`), and a `resync`.
  useEffect(
    () =>
      subscribeServerEvents((event) => {
        if (
          ((event.type === 'comment' || event.type === 'pin') && event.requestId === requestId) ||
          event.type === 'ready' ||
          event.type === 'resync'
        ) {
          void queryClient.invalidateQueries({ queryKey: pinsKey(requestId) });
        }
      }),
    [queryClient, requestId],
  );

  // Opened at a pin (a link from the thread): select it and show its file and page.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened || !pinsQuery.data || !wantedPin) return;
    const p = allPins.find((x) => x.versionId === target.versionId && x.number === wantedPin);
    setOpened(true);
    if (!p) return;
    setFileId(p.fileId);
    setPage(p.page);
    setSelectedId(p.id);
  }, [opened, pinsQuery.data, allPins, wantedPin, target.versionId]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: pinsKey(requestId) });
    void queryClient.invalidateQueries({ queryKey: ['comments'] });
  };
  const create = useMutation({
    mutationFn: (text: string) =>
      postPin(requestId, { versionId: version!.id, fileId: file!.id, page, x: draft!.x, y: draft!.y, text }),
    onSuccess: (res) => {
      endDraft();
      setSelectedId(res.data.id);
      toast.success(`${pinName(res.data.number)} added`);
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'The pin could not be added. Please try again.')),
  });
  const resolve = useMutation({
    mutationFn: ({ pin, resolved }: { pin: PinDto; resolved: boolean }) => setPinResolved(pin.id, resolved),
    onSuccess: (res) => {
      toast.success(res.data.resolvedAt ? PIN_MESSAGES.resolved : PIN_MESSAGES.reopened);
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'The pin could not be changed. Please try again.')),
  });
  const reply = useMutation({
    mutationFn: ({ pin, text }: { pin: PinDto; text: string }) => replyToPin(pin.id, text),
    onSuccess: () => refresh(),
    onError: (e) => toast.error(errorMessage(e, 'The reply could not be sent. Please try again.')),
  });
  /** Shows the pin at its new place at once (the answer, or a re-read, confirms it). */
  const placePin = (pinId: number, to: { x: number; y: number; page: number }) =>
    queryClient.setQueryData(pinsKey(requestId), (old: typeof pinsQuery.data) =>
      old ? { ...old, data: old.data.map((p) => (p.id === pinId ? { ...p, ...to } : p)) } : old,
    );
  const move = useMutation({
    mutationFn: ({ pin, to }: { pin: PinDto; to: { x: number; y: number; page: number } }) =>
      movePin(pin.id, to),
    onMutate: ({ pin, to }) => {
      void queryClient.cancelQueries({ queryKey: pinsKey(requestId) });
      placePin(pin.id, to);
    },
    onSuccess: (res) => {
      if (!res.meta.duplicate) toast.success(`${pinName(res.data.number)} moved`);
      void queryClient.invalidateQueries({ queryKey: pinsKey(requestId) });
    },
    onError: (e) => {
      // Back where the server has it.
      void queryClient.invalidateQueries({ queryKey: pinsKey(requestId) });
      toast.error(errorMessage(e, 'The pin could not be moved. Please try again.'));
    },
  });
  const remove = useMutation({
    mutationFn: (pin: PinDto) => deletePin(pin.id),
    onSuccess: (res) => {
      setDeleting(null);
      setSelectedId((id) => (id === res.data.id ? null : id));
      setMovingId((id) => (id === res.data.id ? null : id));
      toast.success(`${pinName(res.data.number)} deleted`);
      refresh();
    },
    onError: (e) => {
      setDeleting(null);
      refresh();
      toast.error(errorMessage(e, 'The pin could not be deleted. Please try again.'));
    },
  });
  // Only on the file shown: another file or version puts the move aside.
  const movingPin = filePins.find((p) => p.id === movingId) ?? null;
  const startMove = (p: PinDto) => {
    if (movingId === p.id) return endMove();
    setDraft(null);
    setSelectedId(p.id);
    if (p.page !== page) setPage(p.page);
    setMovingId(p.id);
    // The picture takes the focus (and scrolls into view on a phone): a click there, or the arrow
    // keys and Enter, give the new place.
    requestAnimationFrame(() => stageRef.current?.focus());
  };
  const endMove = () => {
    setMovingId(null);
    requestAnimationFrame(() => stageRef.current?.focus());
  };
  const busy = create.isPending || resolve.isPending || reply.isPending || move.isPending || remove.isPending;

  const select = (pinId: number) => {
    const p = allPins.find((x) => x.id === pinId);
    if (p && p.page !== page) setPage(p.page);
    setSelectedId(pinId);
    setDraft(null);
  };
  const step = (delta: number) => {
    if (!filePins.length) return;
    const i = filePins.findIndex((p) => p.id === selectedId);
    const next = filePins[(i + delta + filePins.length) % filePins.length]!;
    select(next.id);
  };

  const imageVersions = versions.filter((v) => imageFiles(v).length > 0);
  const canCompare = imageVersions.length >= 2;
  const comparing = compareWith !== null && canCompare;
  const openCount = filePins.filter((p) => !p.resolvedAt).length;
  const pdf = file ? isProofPdf(file.mime) : false;

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.100' } } }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, sm: 2 },
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ mr: 1 }}>
          {comparing ? 'Compare versions' : 'Proofing'}
        </Typography>
        {!comparing && version && (
          <>
            <VersionSelect
              versions={proofable}
              value={version.id}
              onChange={(id) => {
                setVersionId(id);
                setFileId(undefined);
                setPage(1);
                setDraft(null);
                setSelectedId(null);
              }}
            />
            {files.length > 1 && (
              <TextField
                select
                size="small"
                label="File"
                value={file?.id ?? ''}
                onChange={(e) => {
                  setFileId(e.target.value);
                  setPage(1);
                  setDraft(null);
                  setSelectedId(null);
                }}
                sx={{ minWidth: 140, maxWidth: 260 }}
              >
                {files.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {files.length === 1 && file && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {file.name}
              </Typography>
            )}
          </>
        )}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
          {canCompare && (
            <Button
              size="small"
              variant={comparing ? 'contained' : 'outlined'}
              startIcon={<CompareOutlined />}
              aria-pressed={comparing}
              onClick={() => {
                if (comparing) return setCompareWith(null);
                const others = imageVersions.filter((v) => v.id !== version?.id);
                setCompareWith(others[0]?.id ?? null);
              }}
            >
              Compare
            </Button>
          )}
          <IconButton aria-label="Close the proofing viewer" onClick={onClose} edge="end">
            <CloseOutlined />
          </IconButton>
        </Box>
      </Box>

      {comparing ? (
        <CompareView
          versions={imageVersions}
          right={imageVersions.find((v) => v.id === version?.id) ? version!.id : imageVersions[0]!.id}
          left={compareWith!}
          pins={allPins}
          onLeftChange={setCompareWith}
          onRightChange={(id) => {
            setVersionId(id);
            setFileId(undefined);
          }}
        />
      ) : !version || !file ? (
        <Typography sx={{ p: 3 }}>No image or PDF to proof in this request yet.</Typography>
      ) : (
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' },
            overflow: { xs: 'auto', md: 'hidden' },
          }}
        >
          <Box
            component="section"
            aria-label={`${versionLabel(version.number)} · ${file.name}`}
            sx={{ p: { xs: 1, sm: 2 }, overflow: { md: 'auto' }, textAlign: 'center', minWidth: 0 }}
          >
            <ProofStage
              file={file}
              page={page}
              pins={pagePins}
              selectedId={selectedId}
              draft={draft}
              onPlace={(point, how) => {
                if (movingPin) {
                  setMovingId(null);
                  move.mutate({ pin: movingPin, to: { ...point, page } });
                  return;
                }
                byKeyboard.current = how.keyboard;
                setDraft(point);
                setSelectedId(null);
              }}
              canDrag={(p) => !busy && mayMove(p)}
              onMove={(p, point) => {
                setSelectedId(p.id);
                move.mutate({ pin: p, to: { ...point, page: p.page } });
              }}
              moving={movingPin}
              onCancelMove={endMove}
              stageRef={stageRef}
              onSelect={select}
              onPageCount={setPageCount}
            />
            {pdf && (
              <Box
                component="nav"
                aria-label="Pages"
                sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, mt: 1 }}
              >
                <Button
                  size="small"
                  startIcon={<NavigateBefore />}
                  disabled={page <= 1}
                  onClick={() => {
                    setPage(page - 1);
                    setDraft(null);
                  }}
                >
                  Previous page
                </Button>
                <Typography variant="body2" aria-live="polite">
                  Page {page} of {pageCount}
                </Typography>
                <Button
                  size="small"
                  endIcon={<NavigateNext />}
                  disabled={page >= pageCount}
                  onClick={() => {
                    setPage(page + 1);
                    setDraft(null);
                  }}
                >
                  Next page
                </Button>
              </Box>
            )}
          </Box>
          <Box
            component="aside"
            aria-label="Pins"
            sx={{
              bgcolor: 'background.paper',
              borderLeft: { md: 1 },
              borderTop: { xs: 1, md: 0 },
              borderColor: 'divider',
              p: 1.5,
              overflow: { md: 'auto' },
              display: 'grid',
              alignContent: 'start',
              gap: 1.5,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
                Pins{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {filePins.length === 0 ? '' : `${filePins.length} · ${openCount} open`}
                </Typography>
              </Typography>
              <IconButton aria-label="Previous pin" onClick={() => step(-1)} disabled={filePins.length === 0}>
                <NavigateBefore />
              </IconButton>
              <IconButton aria-label="Next pin" onClick={() => step(1)} disabled={filePins.length === 0}>
                <NavigateNext />
              </IconButton>
            </Box>
            {movingPin ? (
              <Box
                role="status"
                data-testid="pin-moving"
                sx={{
                  display: 'grid',
                  gap: 1,
                  p: 1.5,
                  border: 2,
                  borderColor: 'primary.main',
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              >
                <Typography variant="subtitle2" component="h4">
                  Moving {pinName(movingPin.number)}
                </Typography>
                <Typography variant="body2">
                  Click its new place on the {pdf ? 'page' : 'image'}
                  {pdf ? ' (any page)' : ''}. By keyboard: move the crosshair with the arrow keys and press
                  Enter.
                </Typography>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <Button color="inherit" onClick={endMove}>
                    Cancel move
                  </Button>
                </Box>
              </Box>
            ) : draft ? (
              <PinComposer
                point={draft}
                busy={create.isPending}
                onSubmit={(text) => create.mutate(text)}
                onCancel={endDraft}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Click the {pdf ? 'page' : 'image'} where something should change to place a pin. By keyboard:
                focus it, move the crosshair with the arrow keys and press Enter. Drag your own pin, or use
                its Move button, to move it.
              </Typography>
            )}
            {pinsQuery.isError && (
              <Typography role="alert" color="error" variant="body2">
                The pins could not be loaded.
              </Typography>
            )}
            {filePins.length === 0 && pinsQuery.isSuccess && !draft && (
              <Typography variant="body2">No pins on this file yet.</Typography>
            )}
            <PinList
              pins={filePins}
              selectedId={selectedId}
              busy={busy}
              showPage={pdf}
              onSelect={select}
              onResolve={(pin, resolved) => resolve.mutate({ pin, resolved })}
              canMove={mayMove}
              canDelete={mayDelete}
              onMove={startMove}
              onDelete={setDeleting}
              movingId={movingId}
              onReply={async (pin, text) => {
                try {
                  await reply.mutateAsync({ pin, text });
                  return true;
                } catch {
                  return false;
                }
              }}
            />
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${pinName(deleting.number)}?` : 'Delete the pin?'}
        message={deleting ? deleteMessage(deleting) : ''}
        confirmLabel="Delete pin"
        cancelLabel="Keep it"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Dialog>
  );
}

/** What deleting a pin does, said before it is done. */
function deleteMessage(pin: PinDto): string {
  const n = pin.replies.length;
  const kept =
    n === 0 ? 'Its words stay' : `Its words and ${n === 1 ? 'its reply' : `its ${n} replies`} stay`;
  return `It comes off the picture and the pins list for everyone, and its number is not used again. ${kept} in the request's comments.`;
}

/** Two versions' images side by side (stacked on a phone), each with its pins and their list. */
function CompareView({
  versions,
  left,
  right,
  pins,
  onLeftChange,
  onRightChange,
}: {
  versions: DeliverableVersionDto[];
  left: number;
  right: number;
  pins: PinDto[];
  onLeftChange: (id: number) => void;
  onRightChange: (id: number) => void;
}) {
  const sides = [
    { side: 'left', versionId: left, onChange: onLeftChange },
    { side: 'right', versionId: right, onChange: onRightChange },
  ];
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        overflow: 'auto',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: { xs: 1, md: 2 },
        p: { xs: 1, sm: 2 },
      }}
    >
      {sides.map((side) => (
        <CompareSide
          key={side.side}
          versionId={side.versionId}
          onChange={side.onChange}
          versions={versions}
          pins={pins}
        />
      ))}
    </Box>
  );
}

function CompareSide({
  versions,
  versionId,
  pins,
  onChange,
}: {
  versions: DeliverableVersionDto[];
  versionId: number;
  pins: PinDto[];
  onChange: (id: number) => void;
}) {
  const version = versions.find((v) => v.id === versionId) ?? versions[0]!;
  const images = imageFiles(version);
  const [fileId, setFileId] = useState<string | null>(null);
  const file = images.find((f) => f.id === fileId) ?? images[0]!;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const shown = pins.filter((p) => p.versionId === version.id && p.fileId === file.id);
  const label = `${versionLabel(version.number)} · ${file.name}`;
  return (
    <Box
      component="section"
      aria-label={label}
      data-testid={`compare-v${version.number}`}
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 2,
        p: 1.5,
        display: 'grid',
        gap: 1,
        alignContent: 'start',
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <VersionSelect
          versions={versions}
          value={version.id}
          onChange={(id) => {
            onChange(id);
            setFileId(null);
          }}
        />
        {images.length > 1 ? (
          <TextField
            select
            size="small"
            label="File"
            value={file.id}
            onChange={(e) => setFileId(e.target.value)}
            sx={{ minWidth: 140 }}
          >
            {images.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'center' }}>
        <ProofStage
          file={file}
          page={1}
          pins={shown}
          selectedId={selectedId}
          draft={null}
          onSelect={setSelectedId}
          maxWidth={700}
          testId={`compare-stage-v${version.number}`}
        />
      </Box>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No pins on {versionLabel(version.number)}.
        </Typography>
      ) : (
        <PinList
          pins={shown}
          selectedId={selectedId}
          busy={false}
          showPage={false}
          onSelect={setSelectedId}
          readOnly
        />
      )}
    </Box>
  );
}

/** The version shown, picked by its number (v1, v2, …): the viewer's and each side of compare. */
function VersionSelect({
  versions,
  value,
  onChange,
}: {
  versions: { id: number; number: number }[];
  value: number;
  onChange: (versionId: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Version"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 96 }}
    >
      {versions.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          {versionLabel(v.number)}
        </MenuItem>
      ))}
    </TextField>
  );
}
