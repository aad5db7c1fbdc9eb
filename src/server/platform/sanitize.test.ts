import { describe, expect, it } from 'vitest';
import { excerpt, inlineFileIds, linkifyText, sanitizeRichText } from './sanitize.ts';
import { sanitizeFileName } from '../modules/uploads/uploads.ts';

const link = (href: string, text: string) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;

describe('linkifyText', () => {
  it('links web addresses whatever their case, and only those', () => {
    expect(linkifyText('See HTTPS://Example.com/A now')).toBe(
      `See ${link('HTTPS://Example.com/A', 'HTTPS://Example.com/A')} now`,
    );
    expect(linkifyText('or WWW.example.org.')).toBe(
      `or ${link('https://WWW.example.org', 'WWW.example.org')}.`,
    );
    // A bare domain, an e-mail address or numbers with dots are not what the writer meant as a link.
    expect(linkifyText('example.com, me@example.com, 3.12.1234567890')).toBe(
      'example.com, me@example.com, 3.12.1234567890',
    );
  });

  it('escapes a text without any link as it escapes one with links', () => {
    expect(linkifyText('a < b & "c" > d')).toBe('a &lt; b &amp; "c" &gt; d');
    expect(linkifyText('a < b & http://x.example')).toBe(
      `a &lt; b &amp; ${link('http://x.example', 'http://x.example')}`,
    );
  });
});

describe('excerpt', () => {
  it("ends between whole characters: a comment's emoji is never cut in half in a notification", () => {
    // The 119th unit is the first half of 🎉: the old cut stored a lone surrogate (shown as "�").
    const text = `${'a'.repeat(118)}🎉 and more`;
    expect(excerpt(text, 120)).toBe(`${'a'.repeat(118)}…`);
    expect(excerpt(text, 120).isWellFormed()).toBe(true);
  });
});

describe('sanitizeRichText', () => {
  it('drops direction overrides, typed or as entities, and keeps right-to-left text as written', () => {
    const typed = sanitizeRichText('<p>see \u202eexe.live\u202c now</p>');
    expect(typed.html).toBe('<p>see exe.live now</p>');
    expect(typed.text).toBe('see exe.live now');
    expect(sanitizeRichText('<p>a&#x202E;b&#8237;c</p>').html).toBe('<p>abc</p>');
    // Arabic, Hebrew and the isolates Unicode recommends are text, not overrides.
    expect(sanitizeRichText('<p>مرحبا שלום \u2067x\u2069</p>').html).toBe('<p>مرحبا שלום \u2067x\u2069</p>');
  });
});

describe('inlineFileIds', () => {
  it('reads the ids of our own files a sanitised comment shows as pictures, each once, lower case', () => {
    const a = '0A1B2C3D-0000-4000-8000-000000000001';
    const b = '0a1b2c3d-0000-4000-8000-000000000002';
    const { html } = sanitizeRichText(
      `<p>x <img alt="a" src="/api/files/${a}?v=1&w=2"> <img src="/api/files/${b}/name.png">` +
        `<img src="/api/files/${b}"> <a href="/api/files/0a1b2c3d-0000-4000-8000-000000000003">link</a>` +
        `<img src="https://elsewhere.test/api/files/${b}"></p>`,
    );
    expect(inlineFileIds(html)).toEqual([a.toLowerCase(), b]);
  });
});

describe('sanitizeFileName', () => {
  it('drops direction overrides: "invoice\\u202efdp.exe" is stored as what it is', () => {
    expect(sanitizeFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
  });
});

describe('an image’s alt text', () => {
  it('is cut at 300 units between whole characters (text-cut.ts), never inside an emoji', () => {
    const alt = `${'a'.repeat(299)}🎉 and more`;
    const { html } = sanitizeRichText(
      `<p><img src="/api/files/00000000-0000-4000-8000-000000000000" alt="${alt}"></p>`,
    );
    const kept = /alt="([^"]*)"/.exec(html)?.[1];
    expect(kept).toBe('a'.repeat(299));
    expect(kept!.isWellFormed()).toBe(true);
  });
});
