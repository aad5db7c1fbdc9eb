import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { SESSION_COOKIE, actorOf, requireUser } from '../../plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import {
  AccountDeletionInputSchema,
  AccountDeletionResponseSchema,
  AccountProfileResponseSchema,
  EmailChangeInputSchema,
  EmailChangeResponseSchema,
  EmailConfirmInputSchema,
  EmailConfirmResponseSchema,
  PROFILE_PHOTO_MAX_BYTES,
  ProfileInputSchema,
} from '#shared/schemas/account-profile.ts';
import { rawResponse } from '#shared/schemas/files.ts';
import { exportSlotsFor } from '../../platform/export-slots.ts';
import { getAccountProfile, updateProfile } from './profile.ts';
import {
  photoTooLarge,
  readPhotoUpload,
  readProfilePhoto,
  removeProfilePhoto,
  setProfilePhoto,
} from './profile-photo.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { exportMyData } from './my-data-export.ts';
import { deleteAccount } from './account-deletion.ts';
import { checkCode } from './two-factor/verify-at-sign-in.ts';

const tags = ['account'];

/** The signed-in person's own account (issue 25): profile, photo, e-mail, their data, deletion. */
export async function myAccountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // One photo a request; the parser stops reading past the photo limit.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Your own profile', response: { 200: AccountProfileResponseSchema } },
    },
    async (request) => ({ data: await getAccountProfile(ctx.db, actorOf(request)) }),
  );

  r.patch(
    '/api/account/profile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change your first and last name',
        body: ProfileInputSchema,
        response: { 200: AccountProfileResponseSchema },
      },
    },
    async (request) => ({ data: await updateProfile(ctx.db, actorOf(request), request.body) }),
  );

  r.put(
    '/api/account/photo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Set your profile photo (multipart, field "photo"; PNG, JPEG, GIF or BMP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: AccountProfileResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the photo as multipart/form-data.');
      let bytes: Buffer | null = null;
      try {
        const part = await request.file();
        if (part) bytes = await readPhotoUpload(part.file, () => part.file.truncated);
      } catch (e) {
        if (e instanceof AppError) throw e;
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
        throw new AppError('BAD_REQUEST', 'The photo could not be read. Please try again.');
      }
      if (!bytes) throw new AppError('BAD_REQUEST', 'No photo received. Send it in the "photo" field.');
      await setProfilePhoto(ctx, actor, bytes);
      return { data: await getAccountProfile(ctx.db, actor) };
    },
  );

  r.delete(
    '/api/account/photo',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Remove your profile photo', response: { 200: AccountProfileResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await removeProfilePhoto(ctx, actor);
      return { data: await getAccountProfile(ctx.db, actor) };
    },
  );

  r.get(
    '/api/account/photos/:key',
    {
      compress: false,
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A person's profile photo (a new photo has a new address, so it is cached for good)",
        params: z.object({ key: z.string().max(100) }),
        response: { 200: rawResponse('image/jpeg', 'The photo, 256×256 JPEG') },
      },
    },
    async (request, reply) => {
      const stream = await readProfilePhoto(ctx, request.params.key);
      if (!stream) throw new AppError('NOT_FOUND', 'Photo not found');
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  r.post(
    '/api/account/email',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Ask to change your e-mail address: a confirmation link goes to the new address, a notice to the current one',
        body: EmailChangeInputSchema,
        response: { 200: EmailChangeResponseSchema },
      },
    },
    async (request) => ({ data: await requestEmailChange(ctx, actorOf(request), request.body) }),
  );

  r.post(
    '/api/account/email/confirm',
    {
      schema: {
        tags,
        summary: 'Follow an e-mail change link (no sign-in needed): the address changes now',
        body: EmailConfirmInputSchema,
        response: { 200: EmailConfirmResponseSchema },
      },
    },
    async (request) => {
      const { email } = await confirmEmailChange(ctx, request.body.token);
      return { data: { email, message: `Your e-mail address is now ${email}.` } };
    },
  );

  r.get(
    '/api/account/export',
    {
      compress: false,
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Download my data: a zip of your profile, requests, comments, notifications and files',
        response: { 200: rawResponse('application/zip', 'A zip of your data') },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const release = exportSlotsFor(ctx.env).acquire(actor.id);
      reply.raw.once('finish', release);
      reply.raw.once('close', release);
      let archive;
      try {
        ({ archive } = await exportMyData(ctx, actor, (err) => {
          request.log.error({ err }, 'my data export failed');
          reply.raw.destroy(err);
        }).then((x) => {
          reply
            .header('content-type', 'application/zip')
            .header('content-disposition', contentDisposition(x.fileName))
            .header('cache-control', 'no-store');
          return x;
        }));
      } catch (e) {
        release();
        throw e;
      }
      return reply.send(archive);
    },
  );

  r.post(
    '/api/account/delete',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Delete your account: you are anonymised and signed out everywhere; your requests and comments stay',
        body: AccountDeletionInputSchema,
        response: { 200: AccountDeletionResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, actorOf(request), request.body, (userId, code) =>
        checkCode(ctx, userId, code),
      );
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { data: { deleted: true as const } };
    },
  );
}
