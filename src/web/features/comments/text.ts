/** Does the text contain something visible (not only spaces, line breaks or zero-width characters)? */
export const hasVisibleText = (text: string) => /[^\s\u200b-\u200d\u2060\ufeff]/.test(text);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as editor HTML: one paragraph per line, escaped (what the stand-in's text becomes). */
export const textToHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>"]/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
