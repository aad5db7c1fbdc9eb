import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTimeZone, TIME_ZONE_COOKIE } from '#shared/domain/render-zone.ts';
import { SCREEN_COOKIE, screenClassOf } from '#shared/domain/render-screen.ts';

/*
 * A list route's frame with its viewer's rows (issue 30, round 4). The build leaves its server-side
 * bundle beside the web folder (`<WEB_DIST>-ssr/signed-in.js`, scripts/prerender-plugin.ts); when it
 * is there, the frame of /requests, /myworkspace and /requests/{id} sent to a visitor with a session
 * carries the shell and the list's first page drawn for them, and that data as a JSON block the
 * client seeds its query cache with (src/web/main.tsx), so the rows paint with the document.
 *
 * The data comes from the app's own API routes, asked with the visitor's cookie and nothing else
 * (`app.inject`): the same session check, the same authorization and the same read cache as the
 * client's own calls, so this page can never hold more than the visitor's API would answer them. Any
 * call that is not a 200 (an ended session, a request they may not see) leaves it out; without the
 * session or the list, the route's static frame is sent as before.
 */

type PlannedQuery = { key: readonly unknown[]; url: string; shape: 'page' | 'data' };
type Session = { user: { isStaff: boolean } };
type SignedInModule = {
  WIDTHS: { phone: number; desktop: number };
  ready: () => Promise<void>;
  rendersPath: (pathname: string) => boolean;
  plan: (pathname: string, search: string, session: Session) => PlannedQuery[] | null;
  render: (input: {
    pathname: string;
    search: string;
    session: Session;
    answers: { query: PlannedQuery; body: unknown }[];
    knownStyleIds: readonly string[];
    width: number;
    timeZone?: string;
  }) => { html: string; styleIds: string[]; css: string; state: unknown };
};

/**
 * How many rendered documents are kept (each ~130 KB of text, the frame's styles most of it, and
 * its ~18 KB Brotli copy).
 */
const RENDERED_KEPT = 32;

/** A frame document cut where the page's own parts go. */
type FrameTemplate = { head: string; rootOpen: string; tail: string; styleIds: string[] };

const ROOT_OPEN = '<div id="root" data-prerendered="frame">';
// The session check index.html starts ahead: this document carries the session already.
const SESSION_PRELOAD =
  /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/session"[^>]*>|\s*<link rel="preload" href="\/api\/session"[^>]*>/;

function cutFrame(document: string): FrameTemplate | null {
  const start = document.indexOf(ROOT_OPEN);
  const bodyEnd = document.lastIndexOf('</body>');
  const rootEnd = document.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || rootEnd < start) return null;
  const styleIds = [...document.matchAll(/<style data-emotion="css ([^"]*)">/g)].flatMap((m) =>
    (m[1] ?? '').split(' ').filter(Boolean),
  );
  return {
    head: document
      .slice(0, start)
      .replace(SESSION_PRELOAD, '')
      // The page is drawn already: its code is not what the first paint waits for. At a low priority
      // the browser (and Lighthouse's simulation, which counts a high-priority script asked for before
      // the first paint as blocking it) treats it so.
      .replace(/<script type="module"/g, '<script fetchpriority="low" type="module"')
      .replace(/<link rel="modulepreload"/g, '<link fetchpriority="low" rel="modulepreload"'),
    // Not interactive until the app has hydrated it (its rows and fields have no handlers yet): said
    // to assistive technology, and to browser tests, whose clicks wait for an enabled target. The
    // client hydrates it only with the width and the time zone it was drawn for (src/web/main.tsx).
    rootOpen: `<div id="root" data-prerendered="frame" data-rendered-for="viewer" aria-disabled="true"`,
    tail: document.slice(rootEnd + '</div>'.length),
    styleIds,
  };
}

/** The zone the server writes local times in, unless the viewer's browser named its own. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone to write the viewer's dates in: the one their browser keeps in the `tz` cookie (the web
 * app sets it, src/web/main.tsx), when this runtime knows it; else the server's. The client hydrates
 * only a page drawn in its own zone (#root's data-time-zone): from a viewer's second visit on, their
 * list is hydrated wherever they are, not drawn over.
 */
function timeZoneOf(request: FastifyRequest): string {
  const named = request.cookies?.[TIME_ZONE_COOKIE];
  return named && isTimeZone(named) ? named : TIME_ZONE;
}
const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside an HTML element: no `<` (so no `</script>` or `<!--`) and no line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A phone's layout or not: what the server's render assumes of the screen. The layout the browser
 * reported (the `screen` cookie, web/lib/viewer-cookies.ts) wins; before it has, a guess from what every
 * request says.
 */
function isPhone(request: FastifyRequest): boolean {
  const reported = screenClassOf(request.cookies?.[SCREEN_COOKIE]);
  if (reported) return reported === 'phone';
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone/i.test(request.headers['user-agent'] ?? '');
}

/** A document drawn for a viewer, with its compressed copies once made (kept with it). */
export type ViewerDocument = { text: string; br?: Buffer; gzip?: Buffer };

export type SignedInFrames = {
  /** The frame document of `file` with the viewer's page in it, or null to send the file as it is. */
  render: (request: FastifyRequest, file: string) => Promise<ViewerDocument | null>;
};

/**
 * The per-viewer frames, when the build's server-side bundle is there (null otherwise: API tests
 * and a server without a build send the static frames).
 */
export function signedInFrames(app: FastifyInstance, webDist: string): SignedInFrames | null {
  const bundle = path.join(`${webDist}-ssr`, 'signed-in.js');
  if (!fs.existsSync(bundle)) return null;
  let loading: Promise<SignedInModule | null> | undefined;
  const load = () =>
    (loading ??= (import(pathToFileURL(bundle).href) as Promise<SignedInModule>)
      .then(async (module) => {
        await module.ready();
        return module;
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'the server-side render could not load: static frames only');
        return null;
      }));
  // Loaded as the server starts, not on its first page view; but not awaited: on a busy machine the
  // import of React and MUI can take longer than Fastify gives a start-up hook (10 s), and a server
  // must start whatever it costs. A page view before then waits for it.
  app.addHook('onReady', (done) => {
    void load();
    done();
  });
  const templates = new Map<string, FrameTemplate | null>();
  const templateOf = (file: string) => {
    if (!templates.has(file)) {
      templates.set(file, cutFrame(fs.readFileSync(path.join(webDist, file), 'utf8')));
    }
    return templates.get(file) ?? null;
  };

  /** The API's answer to `url` for this visitor (its text), or undefined when it is not a 200. */
  const ask = async (request: FastifyRequest, url: string): Promise<string | undefined> => {
    const cookie = request.headers.cookie;
    if (!cookie) return undefined;
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    return res.statusCode === 200 ? res.body : undefined;
  };
  // The render costs ~10–20 ms of CPU on a quiet machine (emotion serializing every styled part):
  // the same answers render the same page, so the last few documents are kept by a hash of all that
  // went into them (the frame, the address, the width, the minute, and the API's answers, which hold
  // the viewer's identity): a reload of an unchanged list does not render again, and no document
  // can be reached by another viewer, whose session answer differs.
  const rendered = new Map<string, ViewerDocument>();

  return {
    async render(request, file) {
      const module = await load();
      const template = module && templateOf(file);
      if (!module || !template) return null;
      const [pathname = '', query = ''] = request.url.split(/\?(.*)/s);
      const search = query ? `?${query}` : '';
      if (!module.rendersPath(pathname)) return null;
      const sessionText = await ask(request, '/api/session');
      const session = sessionText
        ? (JSON.parse(sessionText) as { session?: Session | null }).session
        : undefined;
      if (!session) return null;
      const planned = module.plan(pathname, search, session);
      if (!planned) return null;
      const texts = await Promise.all(planned.map((query) => ask(request, query.url)));
      // Without the list there is nothing worth drawing: the static frame, and the client asks.
      if (texts[0] === undefined) return null;
      const width = isPhone(request) ? module.WIDTHS.phone : module.WIDTHS.desktop;
      const timeZone = timeZoneOf(request);
      const key = createHash('sha256')
        .update(JSON.stringify([file, pathname, search, width, timeZone, Math.floor(Date.now() / 60_000)]))
        .update(sessionText!)
        .update(JSON.stringify(texts))
        .digest('base64');
      const known = rendered.get(key);
      if (known !== undefined) {
        rendered.delete(key);
        rendered.set(key, known);
        return known;
      }
      const answers = planned.flatMap((query, i) => {
        const text = texts[i];
        return text === undefined ? [] : [{ query, body: JSON.parse(text) as unknown }];
      });
      const page = module.render({
        pathname,
        search,
        session,
        answers,
        knownStyleIds: template.styleIds,
        width,
        ...(timeZone === TIME_ZONE ? {} : { timeZone }),
      });
      // As the build's prerendered pages (scripts/prerender-plugin.ts): until the app has hydrated
      // it, a field cannot be typed into (the text would be lost) and a button does nothing; marked,
      // for the client to unlock what it locked (hydration leaves attributes as they are).
      const html = page.html
        .replace(/<button(?![^>]*\sdisabled)/g, '<button disabled="" data-locked=""')
        .replace(/<(input|textarea)(?![^>]*\sreadonly)/gi, '<$1 readonly="" data-locked=""');
      const style = page.css
        ? `<style data-emotion="css ${page.styleIds.join(' ')}">${page.css.replace(/<\/style/gi, '<\\/style')}</style>\n  `
        : '';
      const document =
        template.head.replace('</head>', `${style}</head>`) +
        `${template.rootOpen} data-width="${width}" data-time-zone="${escapeAttribute(timeZone)}">` +
        html +
        '</div>' +
        `<script type="application/json" id="viewer-data">${jsonForHtml(page.state)}</script>` +
        template.tail;
      const made: ViewerDocument = { text: document };
      rendered.set(key, made);
      if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
      return made;
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A document made for this request, compressed as the API's answers are (app.ts: Brotli at quality 4,
 * else gzip): the not-found handler that sends it is outside @fastify/compress's routes.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, document: ViewerDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    document.br ??= await brotli(document.text, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    return reply.header('content-encoding', 'br').send(document.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    document.gzip ??= await gzip(document.text, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(document.gzip);
  }
  return reply.send(document.text);
}
