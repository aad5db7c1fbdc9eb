import { ZipArchive } from 'archiver';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import {
  comments,
  companies,
  files,
  notifications,
  requestTypes,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { storageFor } from '../../platform/storage/index.ts';
import { sanitizeFileName, zipEntryNames } from '../uploads/uploads.ts';
import { profilePhotoKey } from './profile-photo.ts';

/**
 * "Download my data" (issue 25): a zip of what the person created: profile.json, requests.json (the
 * requests they created), comments.json (their comments), notifications.json (theirs), and under
 * files/ the files they uploaded plus their profile photo. Streamed: the JSON is read first (capped
 * row counts, newest first), then each file is piped from storage into the zip one at a time, so
 * memory stays flat whatever the files weigh. Bounded: at most MY_DATA_LIMITS rows and files (and
 * bytes of files); manifest.json says what was left out. The route holds an export slot while it runs.
 */

export const MY_DATA_LIMITS = {
  requests: 10_000,
  comments: 20_000,
  notifications: 20_000,
  files: 2_000,
  fileBytes: 2 * 1024 ** 3,
} as const;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Reads the person's data and answers a zip stream (already being filled) and its file name. */
export async function exportMyData(
  ctx: AppContext,
  actor: SessionUser,
  onError: (err: Error) => void,
): Promise<{ archive: ZipArchive; fileName: string }> {
  const db = ctx.db;
  const [profile] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      profileImage: users.profileImage,
      createdAt: users.createdAt,
      twoFactorEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(and(eq(users.id, actor.id), isNull(users.deletedAt)));
  if (!profile) throw new AppError('NOT_FOUND', 'Account not found');

  const requests = await db
    .select({
      id: serviceRequests.id,
      title: serviceRequests.title,
      content: serviceRequests.content,
      status: serviceRequests.status,
      company: companies.name,
      requestType: requestTypes.name,
      priorityLevel: serviceRequests.priorityLevel,
      credit: serviceRequests.credit,
      adjustCredit: serviceRequests.adjustCredit,
      targetDate: serviceRequests.targetDate,
      createdAt: serviceRequests.createdAt,
      updatedAt: serviceRequests.updatedAt,
    })
    .from(serviceRequests)
    .innerJoin(companies, eq(companies.id, serviceRequests.companyId))
    .innerJoin(requestTypes, eq(requestTypes.id, serviceRequests.requestTypeId))
    .where(eq(serviceRequests.createdById, actor.id))
    .orderBy(desc(serviceRequests.id))
    .limit(MY_DATA_LIMITS.requests + 1);
  const myComments = await db
    .select({
      id: comments.id,
      requestId: comments.requestId,
      parentId: comments.parentId,
      content: comments.content,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
    })
    .from(comments)
    .where(eq(comments.userId, actor.id))
    .orderBy(desc(comments.id))
    .limit(MY_DATA_LIMITS.comments + 1);
  const myNotifications = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      message: notifications.message,
      link: notifications.link,
      requestId: notifications.requestId,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, actor.id))
    .orderBy(desc(notifications.id))
    .limit(MY_DATA_LIMITS.notifications + 1);
  const myFiles = await db
    .select({ id: files.id, key: files.storageKey, name: files.name, mime: files.mime, size: files.size })
    .from(files)
    .where(and(eq(files.uploaderId, actor.id), lte(files.size, MY_DATA_LIMITS.fileBytes)))
    .orderBy(asc(files.createdAt), asc(files.id))
    .limit(MY_DATA_LIMITS.files + 1);

  let bytes = 0;
  const included = myFiles
    .slice(0, MY_DATA_LIMITS.files)
    .filter((f) => (bytes += f.size) <= MY_DATA_LIMITS.fileBytes);
  const names = zipEntryNames(included.map((f) => sanitizeFileName(f.name)));
  const photoKey = profilePhotoKey(profile.profileImage);
  const capped = <T>(rows: T[], limit: number) => ({ rows: rows.slice(0, limit), more: rows.length > limit });
  const r = capped(requests, MY_DATA_LIMITS.requests);
  const c = capped(myComments, MY_DATA_LIMITS.comments);
  const n = capped(myNotifications, MY_DATA_LIMITS.notifications);

  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('error', onError);
  archive.append(
    json({
      exportedAt: new Date().toISOString(),
      provider: ctx.env.PROVIDER_NAME,
      contents: {
        'profile.json': 'your profile',
        'requests.json': `requests you created (${r.rows.length}${r.more ? `, the newest ${MY_DATA_LIMITS.requests}` : ''})`,
        'comments.json': `your comments (${c.rows.length}${c.more ? `, the newest ${MY_DATA_LIMITS.comments}` : ''})`,
        'notifications.json': `your notifications (${n.rows.length}${n.more ? `, the newest ${MY_DATA_LIMITS.notifications}` : ''})`,
        'files/': `files you uploaded (${included.length})${photoKey ? ' and your profile photo' : ''}`,
      },
      filesLeftOut:
        myFiles.length > included.length
          ? `Some files were left out (at most ${MY_DATA_LIMITS.files} files and ${MY_DATA_LIMITS.fileBytes / 1024 ** 3} GB); download them from their requests.`
          : null,
      files: included.map((f, i) => ({
        id: f.id,
        name: f.name,
        mime: f.mime,
        size: f.size,
        path: `files/${names[i]}`,
      })),
    }),
    { name: 'manifest.json' },
  );
  archive.append(json(profile), { name: 'profile.json' });
  archive.append(json(r.rows), { name: 'requests.json' });
  archive.append(json(c.rows), { name: 'comments.json' });
  archive.append(json(n.rows), { name: 'notifications.json' });

  // One stored file open at a time: the next is fetched only once the zip has taken the previous in.
  let appended = 5;
  let processed = 0;
  let failed = false;
  let wake: (() => void) | null = null;
  archive.on('entry', () => {
    processed++;
    wake?.();
  });
  archive.on('error', () => {
    failed = true;
    wake?.();
  });
  const add = async (stream: NodeJS.ReadableStream, name: string) => {
    appended++;
    archive.append(stream as never, { name });
    while (processed < appended && !failed) await new Promise<void>((resolve) => (wake = resolve));
  };
  const storage = storageFor(ctx.env);
  void (async () => {
    try {
      if (photoKey) {
        const photo = await storage.get(photoKey).catch(() => null);
        if (photo) await add(photo, 'files/profile-photo.jpg');
      }
      for (const [i, f] of included.entries()) {
        if (failed) return;
        // A file missing from storage is left out rather than failing the whole export.
        const stream = await storage.get(f.key).catch(() => null);
        if (stream) await add(stream, `files/${names[i]}`);
      }
      await archive.finalize();
    } catch (err) {
      archive.emit('error', err as Error);
    }
  })();
  return { archive, fileName: `my-data-${new Date().toISOString().slice(0, 10)}.zip` };
}
