import { describe, expect, it } from 'vitest';
import { plainToHtml } from './text.ts';

describe('plainToHtml', () => {
  it('makes paragraphs and line breaks of typed text, escaping what looks like markup', () => {
    expect(plainToHtml('  One\ntwo\n\nThree <b>&</b>  ')).toBe(
      '<p>One<br>two</p><p>Three &lt;b&gt;&amp;&lt;/b&gt;</p>',
    );
    expect(plainToHtml('')).toBe('<p></p>');
  });
});
