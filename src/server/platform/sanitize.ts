import { find as findLinks } from 'linkifyjs';
import sanitizeHtml from 'sanitize-html';
import { cutText } from '#shared/domain/text-cut.ts';
import { withoutBidiOverrides } from '#shared/domain/bidi.ts';

/**
 * Rich-text sanitiser for comments (TipTap HTML). An allow-list: anything not listed is dropped, so no
 * script, event handler, style trick or javascript: URL is ever stored. Typed plain URLs become links;
 * every link opens in a new tab without an opener or referrer; images come only from our own file
 * endpoint (or an inline raster data: URL) and are capped at 500px wide.
 */

export const IMAGE_MAX_WIDTH = 500;
const IMAGE_STYLE = `max-width: ${IMAGE_MAX_WIDTH}px; height: auto`;
const LINK_REL = 'noopener noreferrer nofollow';

/** Our own file endpoint, relative (the same origin serves the app and the files). */
const OWN_FILE_SRC = /^\/api\/files\/[0-9a-fA-F-]{36}(\/[\w.-]*)?(\?[\w=&.%-]*)?$/;
/** Inline raster images only: an SVG data URL is a document, not a picture. */
const DATA_IMAGE_SRC = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

export const isAllowedImageSrc = (src: string) => OWN_FILE_SRC.test(src) || DATA_IMAGE_SRC.test(src);

/**
 * The ids of our own files a sanitised HTML shows inline (`<img src="/api/files/<id>">`), lower case,
 * each once. The sanitiser keeps no other <img> source but data: URLs, and writes `src` as the
 * image's first attribute, so this reads what the browser will load.
 */
export function inlineFileIds(html: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(/<img src="\/api\/files\/([0-9a-fA-F-]{36})[/?"]/g)) {
    ids.add(m[1]!.toLowerCase());
  }
  return [...ids];
}

/** Tags whose text must not be linkified (already a link, or code). */
const NO_LINKIFY = new Set(['a', 'code', 'pre']);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
/** Reverses exactly what sanitize-html's text escaping does (&, <, >, "). */
const unescapeText = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Only what the writer clearly meant as a web address: http(s):// or www. (not "example.com"). */
const WEB_URL = /^(?:https?:\/\/|www\.)/i;
const MAY_HOLD_WEB_URL = /:\/\/|www\./i;

/**
 * Turns the URLs of a plain-text run into links; the result is safe HTML. linkifyjs finds them (it
 * knows the top-level domains and leaves sentence punctuation and unopened brackets outside the link).
 */
export function linkifyText(text: string): string {
  // Only a text holding one of WEB_URL's starts can have a link kept: the rest (most comments) skip
  // linkifyjs's scan, a tenth of a comment's app CPU under load (issue 30).
  if (!MAY_HOLD_WEB_URL.test(text)) return escapeText(text);
  let out = '';
  let last = 0;
  for (const match of findLinks(text, 'url')) {
    if (!WEB_URL.test(match.value) || match.start < last) continue;
    const href = /^www\./i.test(match.value) ? `https://${match.value}` : match.value;
    out += escapeText(text.slice(last, match.start));
    out += `<a href="${escapeAttr(href)}" target="_blank" rel="${LINK_REL}">${escapeText(match.value)}</a>`;
    last = match.end;
  }
  return out + escapeText(text.slice(last));
}

/**
 * Linkifies the text of sanitised HTML and unwraps links that lost their target. sanitize-html's
 * output is normalised: every `<` and `>` in text or attribute values is escaped, so splitting on tags
 * is exact. Text inside links and code is left alone.
 */
function linkifyHtml(html: string): string {
  let inside = 0;
  const anchors: boolean[] = [];
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const m = /^<(\/?)([a-z0-9]+)/i.exec(part);
        const name = m?.[2]?.toLowerCase() ?? '';
        const closing = m?.[1] === '/';
        if (NO_LINKIFY.has(name)) inside = Math.max(0, inside + (closing ? -1 : 1));
        if (name === 'a') {
          if (closing) return anchors.pop() === false ? '' : part;
          const kept = part.includes(' href="');
          anchors.push(kept);
          return kept ? part : '';
        }
        return part;
      }
      return inside > 0 || !part ? part : linkifyText(unescapeText(part));
    })
    .join('');
}

/** Links only to the web, e-mail, or a path of this site (not "//host" nor "/\\host"). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const isSafeHref = (href: string) => SAFE_HREF.test(href) && !/[\s\u0000-\u001f]/.test(href);

function clampWidth(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return String(Math.min(n, IMAGE_MAX_WIDTH));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h1',
    'h2',
    'h3',
    'hr',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'style'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: { img: { 'max-width': [/^\d{1,4}px$/], height: [/^auto$/] } },
  disallowedTagsMode: 'discard',
  nestingLimit: 30,
  transformTags: {
    b: 'strong',
    i: 'em',
    // A link whose target is not allowed loses its attributes here and its tag in linkifyHtml.
    // (Renaming the tag per instance would hit a sanitize-html bug that mismatches closing tags.)
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const attribs2: sanitizeHtml.Attributes = isSafeHref(href)
        ? { href, target: '_blank', rel: LINK_REL }
        : {};
      return { tagName, attribs: attribs2 };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const width = clampWidth(attribs.width);
      return {
        tagName,
        attribs: {
          ...(isAllowedImageSrc(src) ? { src } : {}),
          ...(attribs.alt ? { alt: cutText(attribs.alt, 300) } : {}),
          ...(width ? { width } : {}),
          style: IMAGE_STYLE,
        },
      };
    },
  },
  // A picture without an allowed source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Paragraphs with nothing visible in them (TipTap writes <p></p> for an empty line). */
const EMPTY_PARAGRAPH = /<p>(?:\s|&nbsp;|\u00a0|<br\s*\/?>)*<\/p>/gi;
const LEADING_EMPTY = new RegExp(`^(?:\\s|${EMPTY_PARAGRAPH.source})+`, 'i');
const TRAILING_EMPTY = new RegExp(`(?:\\s|${EMPTY_PARAGRAPH.source})+$`, 'i');

/** Plain text of sanitised HTML: block ends become line breaks, entities are decoded. */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre)>/gi, '\n')
    .replace(/<img\b[^>]*>/gi, ' ');
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return unescapeText(stripped)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Does the text contain something visible (not only spaces, line breaks or zero-width characters)? */
export const hasVisibleText = (text: string) => /[^\s\u200b-\u200d\u2060\ufeff]/.test(text);

export type SanitizedHtml = { html: string; text: string };

/** Sanitises comment HTML; `text` is its plain text (empty means nothing but empty paragraphs). */
export function sanitizeRichText(input: string): SanitizedHtml {
  // Without direction overrides (typed, or written as an entity: sanitising decodes it), so a
  // comment does not show text made to read backwards.
  const html = withoutBidiOverrides(linkifyHtml(sanitizeHtml(input, OPTIONS)))
    .replace(LEADING_EMPTY, '')
    .replace(TRAILING_EMPTY, '')
    .trim();
  return { html, text: htmlToText(html) };
}

/** One line of plain text, at most `max` characters, for notification messages and e-mail subjects. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${cutText(line, max - 1).trimEnd()}…` : line;
}
