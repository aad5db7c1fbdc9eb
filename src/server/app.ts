import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { helmetHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiOptions } from './platform/openapi.ts';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '#shared/errors.ts';
import { MESSAGES } from '#shared/domain/validation.ts';
import { ellipsize } from '#shared/domain/text-cut.ts';

const SPEC_MESSAGES = new Set<string>(Object.values(MESSAGES));
/** At most this many characters of what the caller sent come back in a validation answer. */
const ECHO_MAX = 300;
import type { AppContext } from './context.ts';
import { authPlugin, bearerOf } from './plugins/auth.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import {
  dropDirectionOverrides,
  isBeyondDatabaseLimit,
  isDataException,
  rejectUnstorableText,
} from './plugins/input-guard.ts';
import { installDrain } from './plugins/drain.ts';
import {
  ERROR_REFERENCE_HEADER,
  errorReportingPlugin,
  reportServerError,
  sentryConnectSources,
} from './plugins/error-reporting.ts';
import { registerRoutes } from './routes/index.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { databaseRateLimitStore } from './platform/rate-limits.ts';
import { sendCompressed, signedInFrames } from './platform/signed-in-frame.ts';

export type BuildOptions = {
  logger?: boolean | object;
  /** Told of every route as it is registered (the route fuzz test walks them with their schemas). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the Fastify app for a context; main.ts listens, tests use inject(). */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // Only configured proxies may name the client address (TRUST_PROXY); otherwise X-Forwarded-For
    // is ignored, so rate limits cannot be dodged by sending it.
    // A hop count trusts that many proxies nearest the server (Fastify itself ignores a number).
    trustProxy:
      typeof ctx.env.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(ctx.env.TRUST_PROXY)
        : ctx.env.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  installDrain(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A path through a record, and zod's "Unrecognized key", name keys as sent: a 1 MB key is cut.
      const path = first?.instancePath ? first.instancePath.slice(1).replace(/\//g, '.') : undefined;
      const field = path === undefined ? undefined : ellipsize(path, ECHO_MAX);
      const message = ellipsize(first?.message ?? 'Invalid request', ECHO_MAX);
      // The specification's own messages are shown word for word; generic ones say which field.
      const text = SPEC_MESSAGES.has(message) || !field ? message : `${field}: ${message}`;
      return reply
        .status(400)
        .send(new AppError('BAD_REQUEST', text, field ? { field } : undefined).toBody());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          new AppError(
            'UNAVAILABLE',
            'The service is briefly unavailable. Please try again in a moment.',
          ).toBody(),
        );
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return reply
        .status(400)
        .send(new AppError('BAD_REQUEST', 'A value in the request is malformed or out of range.').toBody());
    }
    if (isBeyondDatabaseLimit(error)) {
      request.log.warn({ err: error }, 'input beyond a database limit');
      return reply
        .status(400)
        .send(new AppError('BAD_REQUEST', 'A text in the request is too long to store.').toBody());
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500 || status < 400) {
      const reference = reportServerError(request, error);
      return reply
        .status(500)
        .header(ERROR_REFERENCE_HEADER, reference)
        .send(new AppError('INTERNAL', 'Something went wrong. Please try again.', { reference }).toBody());
    }
    // The body names the same status as the answer (a 415 says 415), with the matching code.
    const code =
      (Object.entries(ERROR_STATUS).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ??
      'BAD_REQUEST';
    const body = new AppError(code, (error as Error).message).toBody();
    body.error.status = status;
    return reply.status(status).send(body);
  });

  await app.register(cookie);
  // API answers go out compressed (a 35 KB list page is ~2 KB): Brotli at a quality meant for answers
  // made per request (4: about gzip's speed, smaller), else gzip. Not compressed: answers under 1 KB,
  // the SSE stream (hijacked, written raw), file downloads (`compress: false`: Range requests and
  // already-compressed media), and the web assets, which the build compresses ahead (preCompressed).
  // Request bodies are never inflated: the body limit means what it says.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Security headers (helmet's values, computed once: plugins/security-headers.ts). Powerful browser
  // features the app does not use are off; the microphone is for voice notes. Only features Chromium
  // knows: an unknown one (bluetooth) logs a console warning on every page.
  registerSecurityHeaders(app, {
    ...helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:', 'data:'],
          connectSrc: ["'self'", ...sentryConnectSources(ctx.env)],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy':
      'camera=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), microphone=(self)',
  });
  // Per-route limits (config.rateLimit) count in the database: they hold across instances and restarts.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db) as unknown as FastifyRateLimitStoreCtor,
  });

  app.addHook('preValidation', rejectUnstorableText);
  app.addHook('preValidation', dropDirectionOverrides);

  // State-changing calls must come from our own origin (CSRF defence on top of SameSite cookies).
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    // A personal API token is not a cookie a browser adds by itself: no cross-site request can carry
    // it, and a request that carries one is judged by it alone (plugins/auth.ts).
    if (bearerOf(request.headers.authorization) !== undefined) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const allowed = new Set<string>([`${request.protocol}://${request.host}`]);
    if (ctx.env.PUBLIC_URL) allowed.add(new URL(ctx.env.PUBLIC_URL).origin);
    if (!allowed.has(origin)) throw new AppError('FORBIDDEN', 'Cross-origin request refused.');
  });

  // Before the session (it notes its generation before the user is read: plugins/read-cache.ts) and
  // the routes (it wraps those marked readCache).
  await app.register(readCachePlugin, { ctx });
  await app.register(authPlugin, { ctx });

  // Authenticated API answers are never stored by a browser or proxy cache (file downloads set their
  // own Cache-Control, kept here).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  await app.register(swagger, openApiOptions);
  // The API documentation is public only when API_DOCS=true; otherwise staff see it once signed in.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (request) => {
        if (!ctx.env.API_DOCS && !request.user?.isStaff) throw new AppError('NOT_FOUND', 'Not found');
      },
    },
  });

  await app.register(errorReportingPlugin, { ctx });
  await registerRoutes(app, ctx);

  const webDist = path.resolve(ctx.env.WEB_DIST ?? 'dist/web');
  if (fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed file names change with their content: cache them for good.
        if (path.relative(webDist, filePath).startsWith(`assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (/\.html(\.br|\.gz)?$/.test(filePath)) {
          // The shell (and the prerendered pages) name the current asset hashes: always revalidated.
          reply.header('cache-control', 'no-cache');
        }
      },
    });
    const prerendered = prerenderedPages(webDist);
    const frames = prerenderedFrames(webDist);
    // A list route's frame drawn with its viewer's rows, when the build left its server-side bundle.
    const perViewer = signedInFrames(app, webDist);
    // Client-side routes: every non-API GET that is not a file answers the SPA shell; a signed-out
    // page the build prerendered (scripts/prerender-plugin.ts) comes with its HTML to a visitor
    // without a session (a signed-in one is sent on by the app, so gets the plain shell), and a
    // signed-in route with the app's frame (its skeleton, no user's data) to a visitor with one. The
    // same address answers differently by session: `Vary: Cookie`, so no cache mixes them up. The
    // list routes' frames carry the viewer's rows (platform/signed-in-frame.ts): never stored.
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) {
        const pathname = request.url.split('?')[0] ?? '';
        reply.header('vary', 'cookie');
        if (!request.user) {
          const page = prerendered.get(pathname);
          if (page) return reply.sendFile(page);
        } else {
          const frame = frames.find(({ pattern }) => pattern.test(pathname));
          const document =
            frame && perViewer
              ? // A render that fails costs the visitor nothing but the static frame.
                await perViewer.render(request, frame.file).catch((error: unknown) => {
                  request.log.warn({ err: error }, 'the per-viewer frame failed: static frame sent');
                  return null;
                })
              : null;
          if (document) {
            reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
            return sendCompressed(request, reply, document);
          }
          if (frame) return reply.sendFile(frame.file);
        }
        return reply.sendFile('index.html');
      }
      return reply.status(404).send(new AppError('NOT_FOUND', 'Not found').toBody());
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send(new AppError('NOT_FOUND', 'Not found').toBody()),
    );
  }
  return app;
}

/**
 * The app's frame of each signed-in route (dist/web/frames.json: a router path such as
 * `/requests/:requestId` → file), as patterns matching one path segment per parameter.
 */
function prerenderedFrames(webDist: string): { pattern: RegExp; file: string }[] {
  const manifest = path.join(webDist, 'frames.json');
  if (!fs.existsSync(manifest)) return [];
  return Object.entries(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>)
    .filter(([, file]) => fs.existsSync(path.join(webDist, file)))
    .map(([route, file]) => ({
      pattern: new RegExp(
        `^${route
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
      file,
    }));
}

/** The build's prerendered pages (dist/web/prerendered.json: path → file), when it wrote them. */
function prerenderedPages(webDist: string): Map<string, string> {
  const manifest = path.join(webDist, 'prerendered.json');
  if (!fs.existsSync(manifest)) return new Map();
  const entries = Object.entries(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>);
  return new Map(entries.filter(([, file]) => fs.existsSync(path.join(webDist, file))));
}
