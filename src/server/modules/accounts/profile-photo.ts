import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import {
  ACCOUNT_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_SIZE,
  PROFILE_PHOTO_TYPES,
} from '#shared/schemas/account-profile.ts';
import { storageFor } from '../../platform/storage/index.ts';
import { sniffMime } from '../uploads/uploads.ts';

/**
 * Profile photos (the spec's `profileImage`). The upload is read whole (at most
 * PROFILE_PHOTO_MAX_BYTES), its type sniffed from the bytes as every upload's is (uploads.ts
 * sniffMime), its dimensions read from the header before decoding (a small file can claim a huge
 * bitmap), then cropped to a centred square, resized to PROFILE_PHOTO_SIZE and stored as JPEG under a
 * fresh random key. users.profileImage holds its URL, which changes with every new photo, so it is
 * served with a long, immutable cache (profilePhotoUrl / readProfilePhoto).
 */

const PREFIX = '/api/account/photos/';
export const profilePhotoUrl = (key: string) => `${PREFIX}${key}`;
/** The storage key of a photo URL this module made, else null (e.g. an external URL of old data). */
export const profilePhotoKey = (url: string | null): string | null => {
  if (!url?.startsWith(PREFIX)) return null;
  const key = url.slice(PREFIX.length);
  return /^avatar-[A-Za-z0-9_-]{32}$/.test(key) ? key : null;
};

/** The largest picture decoded, in pixels (its RGBA bitmap is 4 bytes a pixel). */
const MAX_PIXELS = 40_000_000;

export const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.notAnImage);
export const photoTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.photoTooLarge);

/** Width and height from a PNG, GIF, BMP or JPEG header, without decoding; null when unreadable. */
export function imageDimensions(buf: Buffer, mime: string): { width: number; height: number } | null {
  try {
    if (mime === 'image/png') return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
    if (mime === 'image/gif') return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
    if (mime === 'image/bmp') {
      return { width: Math.abs(buf.readInt32LE(18)), height: Math.abs(buf.readInt32LE(22)) };
    }
    if (mime === 'image/jpeg') {
      let i = 2;
      while (i + 9 < buf.length) {
        if (buf[i] !== 0xff) return null;
        const marker = buf[i + 1]!;
        if (marker === 0xff) {
          i++;
          continue;
        }
        const length = buf.readUInt16BE(i + 2);
        // Start of frame (SOF0–SOF15 but DHT, JPG and DAC): height then width.
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
          return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
        }
        i += 2 + length;
      }
    }
  } catch {
    /* too short */
  }
  return null;
}

/** The photo as a square JPEG, or a refusal (not an image we can read, or too large a bitmap). */
export async function squarePhoto(bytes: Buffer): Promise<Buffer> {
  const mime = await sniffMime(bytes.subarray(0, 4100));
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(mime)) throw notAnImage();
  const size = imageDimensions(bytes, mime);
  if (!size || size.width < 1 || size.height < 1) throw notAnImage();
  if (size.width * size.height > MAX_PIXELS) throw photoTooLarge();
  // Loaded on the first photo, not at start: ~36 MB of image code most processes never need.
  const { Jimp } = await import('jimp');
  let image;
  try {
    image = await Jimp.fromBuffer(bytes);
  } catch {
    throw notAnImage();
  }
  image.cover({ w: PROFILE_PHOTO_SIZE, h: PROFILE_PHOTO_SIZE });
  // Transparent pixels would turn black in a JPEG: the picture is laid on white first.
  const canvas = new Jimp({ width: PROFILE_PHOTO_SIZE, height: PROFILE_PHOTO_SIZE, color: 0xffffffff });
  canvas.composite(image, 0, 0);
  return canvas.getBuffer('image/jpeg', { quality: 85 });
}

/** Reads an upload stream whole, refusing it past PROFILE_PHOTO_MAX_BYTES. */
export async function readPhotoUpload(stream: Readable, isTruncated: () => boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > PROFILE_PHOTO_MAX_BYTES) {
      stream.resume();
      throw photoTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  if (isTruncated()) throw photoTooLarge();
  return Buffer.concat(chunks);
}

/** PUT /api/account/photo: stores the new photo, points users.profileImage at it, removes the old one. */
export async function setProfilePhoto(
  ctx: AppContext,
  actor: SessionUser,
  bytes: Buffer,
): Promise<{ profileImage: string }> {
  const photo = await squarePhoto(bytes);
  const storage = storageFor(ctx.env);
  const key = `avatar-${crypto.randomBytes(24).toString('base64url')}`;
  await storage.put(key, Readable.from([photo]), 'image/jpeg');
  const url = profilePhotoUrl(key);
  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ profileImage: users.profileImage })
        .from(users)
        .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', 'Account not found');
      await tx.update(users).set({ profileImage: url }).where(eq(users.id, actor.id));
      return row.profileImage;
    });
  } catch (e) {
    await storage.delete(key).catch(() => undefined);
    throw e;
  }
  await removeStoredPhoto(ctx, previous);
  return { profileImage: url };
}

/** DELETE /api/account/photo */
export async function removeProfilePhoto(ctx: AppContext, actor: SessionUser): Promise<void> {
  const [row] = await ctx.db
    .select({ profileImage: users.profileImage })
    .from(users)
    .where(eq(users.id, actor.id));
  await ctx.db.update(users).set({ profileImage: null }).where(eq(users.id, actor.id));
  await removeStoredPhoto(ctx, row?.profileImage ?? null);
}

/** Deletes the stored bytes of a photo URL this module made (nothing for any other URL). */
export async function removeStoredPhoto(ctx: AppContext, url: string | null): Promise<void> {
  const key = profilePhotoKey(url);
  if (key) {
    await storageFor(ctx.env)
      .delete(key)
      .catch(() => undefined);
  }
}

/**
 * GET /api/account/photos/:key: a profile photo, to any signed-in person (photos are shown wherever
 * people are), but only a key some user's profileImage holds: the route never reads other stored
 * files. Null when there is no such photo.
 */
export async function readProfilePhoto(ctx: AppContext, key: string): Promise<Readable | null> {
  const url = profilePhotoUrl(key);
  if (profilePhotoKey(url) !== key) return null;
  const [row] = await (ctx.db as Db)
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profileImage, url))
    .limit(1);
  if (!row) return null;
  return storageFor(ctx.env)
    .get(key)
    .catch(() => null);
}
