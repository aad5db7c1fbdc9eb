/** Does the text contain something visible (not only spaces, line breaks or zero-width characters)? */
export const hasVisibleText = (text: string) => /[^\s\u200b-\u200d\u2060\ufeff]/.test(text);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as editor HTML: one paragraph per line, escaped (what the stand-in's text becomes). */
export const textToHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>"]/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');

/** A ProseMirror document (TipTap JSON): one paragraph per line. */
export type TextDoc = {
  type: 'doc';
  content: { type: 'paragraph'; content?: { type: 'text'; text: string }[] }[];
};

/**
 * Plain text as the editor's starting document, every character kept. Not through HTML: parsing
 * `<p>draft </p>` drops the trailing space (HTML whitespace rules), so text typed in the stand-in
 * up to a space and continued in the editor once it took over read "draftis" (a lost keystroke).
 */
export const textToDoc = (text: string): TextDoc => ({
  type: 'doc',
  content: text
    .split('\n')
    .map((line) =>
      line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
    ),
});
