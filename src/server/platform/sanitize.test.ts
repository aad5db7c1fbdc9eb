import { describe, expect, it } from 'vitest';
import { excerpt, linkifyText } from './sanitize.ts';

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
