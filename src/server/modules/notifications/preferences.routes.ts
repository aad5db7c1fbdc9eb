import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import { rawResponse } from '#shared/schemas/files.ts';
import {
  DefaultsResponseSchema,
  DefaultsUpdateSchema,
  PreferencesResponseSchema,
  PreferencesUpdateSchema,
  UnsubscribeResultSchema,
} from '#shared/schemas/notification-preferences.ts';
import {
  getDefaults,
  getPreferences,
  updateDefaults,
  updatePreferences,
  UNSUBSCRIBE_KEY,
} from './preferences.ts';
import { serverKey } from '../../platform/server-keys.ts';
import { describeUnsubscribe, unsubscribe } from './unsubscribe.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

const tags = ['notifications'];
const TokenQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * Notification preferences (issue 28): the caller's own, the defaults staff set per role, and the
 * one-click unsubscribe of an e-mail's signed link (no sign-in).
 */
export async function preferencesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The key that signs unsubscribe links, made (once) as the app starts, so that the writers of
  // e-mail read it with the recipients in one statement instead of loading it first. Not made by a
  // migration: a backup restored after the migrations brings its own, which old links were signed
  // with. A database away at start delays it to the first link verified (serverKey makes it then).
  try {
    await serverKey(ctx.db, UNSUBSCRIBE_KEY);
  } catch (err) {
    app.log.warn({ err }, 'unsubscribe key not loaded at start');
  }

  r.get(
    '/api/notification-preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Your notification preferences: in app and e-mail per event, the digest hour and time zone',
        response: { 200: PreferencesResponseSchema },
      },
    },
    async (request) => ({ data: await getPreferences(ctx.db, actorOf(request)) }),
  );

  r.put(
    '/api/notification-preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change your notification preferences (the events given, the digest hour, the time zone)',
        body: PreferencesUpdateSchema,
        response: { 200: PreferencesResponseSchema },
      },
    },
    async (request) => ({ data: await updatePreferences(ctx.db, actorOf(request), request.body) }),
  );

  r.get(
    '/api/notification-preferences/defaults',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'The notification defaults of each role (staff only)',
        response: { 200: DefaultsResponseSchema },
      },
    },
    async (request) => ({ data: await getDefaults(ctx.db, actorOf(request)) }),
  );

  r.put(
    '/api/notification-preferences/defaults',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Set the notification defaults of one role for new users (staff only)',
        body: DefaultsUpdateSchema,
        response: { 200: DefaultsResponseSchema },
      },
    },
    async (request) => ({ data: await updateDefaults(ctx.db, actorOf(request), request.body) }),
  );

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const refused = (reply: FastifyReply, err: unknown) => {
    if (err instanceof AppError && (err.code === 'BAD_REQUEST' || err.code === 'NOT_FOUND')) {
      return page(reply, 400, unsubscribePage(ctx.env, { kind: 'refused', message: err.message }));
    }
    throw err;
  };

  // GET changes nothing (mail scanners follow links): it says what the link turns off, with a button
  // that posts it.
  r.get(
    '/api/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The page of an unsubscribe link: what it turns off, and a button (changes nothing)',
        querystring: TokenQuerySchema,
        response: {
          200: rawResponse('text/html', 'The confirmation page'),
          400: rawResponse('text/html', 'The link is not valid'),
        },
      },
    },
    async (request, reply) => {
      try {
        const found = await describeUnsubscribe(ctx, request.query.token);
        return page(
          reply,
          200,
          unsubscribePage(
            ctx.env,
            found.alreadyOff
              ? { kind: 'done', label: found.label, already: true }
              : { kind: 'confirm', label: found.label, token: request.query.token! },
          ),
        );
      } catch (err) {
        return refused(reply, err);
      }
    },
  );

  // The one-click POST (RFC 8058: a mail provider posts `List-Unsubscribe=One-Click`, form-encoded or
  // multipart; the confirmation page's button posts the same): whatever the body, the signed token in
  // the query decides. Its own scope reads any body as text, unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/unsubscribe',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'One-click unsubscribe (RFC 8058): turns the e-mail of the link’s event off for its person',
          querystring: TokenQuerySchema,
          response: {
            200: UnsubscribeResultSchema,
            400: rawResponse('text/html', 'The link is not valid'),
          },
        },
      },
      async (request, reply) => {
        const wantsPage = /text\/html/.test(String(request.headers.accept ?? ''));
        try {
          const done = await unsubscribe(ctx, request.query.token);
          if (wantsPage) {
            return page(reply, 200, unsubscribePage(ctx.env, { kind: 'done', label: done.label }));
          }
          return { data: { event: done.target, label: done.label, email: 'off' as const } };
        } catch (err) {
          if (wantsPage) return refused(reply, err);
          throw err;
        }
      },
    );
  });
}
