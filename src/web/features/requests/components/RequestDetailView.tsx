import { useCallback, useEffect, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { contentLines, parseContent } from '#shared/domain/form-content.ts';
import { formatDate, formatDueDate } from '#shared/domain/formats.ts';
import { PRIORITY_LABELS, PRIORITY_WINDOWS } from '#shared/domain/priority.ts';
import { DueChip } from '../../../components/DueChip.tsx';
import { initials } from '../../../lib/format.ts';
import { creditsLabel } from '../../../lib/format.ts';
import { avatarColor, LEFT_TEAM_LABEL, userName } from '../../../lib/people.ts';
import type { ServiceRequestDto, UserDto } from '../api.ts';
import { useDrawer } from '../drawer-context.ts';
import { REQUEST_MESSAGES } from '../../../lib/requests/messages.ts';
import { Fact } from './DrawerLayout.tsx';
import { FileList } from '../../../components/FileList.tsx';
import { RequestActivity } from './RequestActivity.tsx';
import { RequestSummary } from './RequestSummary.tsx';

/**
 * The read-only request (spec section 2): every fact, the content fields, the brand kit, files and
 * audio, the deliverables, comments (the brand kit, the files' viewer, the player, the deliverables
 * and the comments are slots).
 */
export function RequestDetailView({ request }: { request: ServiceRequestDto }) {
  const { slots, setDirty } = useDrawer();
  // An unposted comment makes closing ask first ('You will lose your comments…').
  const onCommentsDirty = useCallback(
    (dirty: boolean) => setDirty('comments', dirty ? REQUEST_MESSAGES.unsavedComments : null),
    [setDirty],
  );
  useEffect(() => () => setDirty('comments', null), [setDirty]);
  const lines = contentLines(request.form, parseContent(request.content));
  const typeFiles = Object.entries(request.typeSpecificFiles).filter(([, list]) => list.length > 0);
  const FilesSlot = slots.files;
  const Comments = slots.comments;
  const AudioPlayerSlot = slots.audioPlayer;
  const BrandKitSnapshot = slots.brandKit;
  const Deliverables = slots.deliverables;
  const allFiles = [...request.files, ...typeFiles.flatMap(([, list]) => list)];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          Title
        </Typography>
        <Typography variant="h4" component="p" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {request.title}
        </Typography>
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr' },
          gap: { xs: 2, md: 2.5 },
        }}
      >
        <Fact label="Service Request Type">{request.serviceRequestType.name}</Fact>
        <Fact label="Company">
          {request.company.name}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {request.company.enterprise.name}
          </Typography>
        </Fact>
        <Fact label="Created by">
          <People users={[request.createdBy]} />
        </Fact>
        <Fact label="Assignees">
          <People users={request.assignees} empty="No assignees" />
        </Fact>
        <Fact label="Assigned to">
          <People users={request.assignedTo} empty="Not assigned yet" />
        </Fact>
        <Fact label="Credit">
          <Box component="span" sx={{ fontWeight: 700 }} data-testid="request-credit">
            {creditsLabel(request.total)}
          </Box>
          {request.adjustCredit !== null && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (computed {creditsLabel(request.credit)})
            </Typography>
          )}
        </Fact>
        <Fact label="Priority">
          {PRIORITY_LABELS[request.priorityLevel]}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {PRIORITY_WINDOWS[request.priorityLevel]}
          </Typography>
        </Fact>
        <Fact label="Due Date">
          <span data-testid="request-due-date">{formatDueDate(request.targetDate) || 'Not set'}</span>{' '}
          <DueChip targetDate={request.targetDate} status={request.status} />
        </Fact>
        <Fact label="Updated">{formatDate(request.updatedAt)}</Fact>
      </Box>

      <Section title="Details">
        {lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No details were filled in.
          </Typography>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
          >
            {lines.map((line) => (
              <Fact key={line.label} label={line.label} wide={line.value.length > 60}>
                <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                  {line.value}
                </Box>
              </Fact>
            ))}
          </Box>
        )}
      </Section>

      {BrandKitSnapshot && <BrandKitSnapshot requestId={request.id} />}

      <Section title="Files">
        {FilesSlot ? (
          <FilesSlot files={allFiles} requestId={request.id} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <FileList files={request.files} empty="No files attached." />
            {typeFiles.map(([label, list]) => (
              <Box key={label}>
                <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                  {label}
                </Typography>
                <FileList files={list} />
              </Box>
            ))}
          </Box>
        )}
        {request.audio && AudioPlayerSlot && (
          <Box sx={{ mt: 2 }}>
            <AudioPlayerSlot audio={request.audio} />
          </Box>
        )}
        {request.audio && !AudioPlayerSlot && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              Voice note
            </Typography>
            <audio controls src={request.audio.url} style={{ width: '100%' }} aria-label="Voice note">
              <a href={request.audio.url}>Download the voice note</a>
            </audio>
          </Box>
        )}
      </Section>

      {Deliverables && <Deliverables request={request} />}

      {request.breakdown.length > 0 && (
        <Section title="Request summary">
          <Box sx={{ maxWidth: 520 }}>
            <RequestSummary lines={request.breakdown} total={request.total} />
          </Box>
        </Section>
      )}

      <Section title="Activity">
        <RequestActivity request={request} />
      </Section>

      {Comments && (
        <>
          <Divider />
          <Comments request={request} onDirtyChange={onCommentsDirty} />
        </>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function People({ users, empty }: { users: UserDto[]; empty?: string }) {
  if (users.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {empty ?? '—'}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {users.map((u) => (
        <Chip
          key={u.id}
          size="small"
          variant="outlined"
          avatar={
            <Avatar
              src={u.profileImage ?? undefined}
              alt=""
              // A small chip's avatar is 18px with 10px text: two wide initials ("MW") overflowed
              // it and were clipped. A little larger, text a little smaller and tighter: they fit.
              sx={{
                bgcolor: avatarColor(u.id),
                color: '#fff !important',
                width: '20px !important',
                height: '20px !important',
                fontSize: '0.5625rem !important',
                letterSpacing: '-0.02em',
              }}
            >
              {initials(u.firstName, u.lastName, u.username)}
            </Avatar>
          }
          label={
            u.leftTeam ? (
              <>
                {userName(u)}{' '}
                <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                  ({LEFT_TEAM_LABEL})
                </Box>
              </>
            ) : (
              userName(u)
            )
          }
          title={u.email}
        />
      ))}
    </Box>
  );
}
