/** Does the text contain something visible (not only spaces, line breaks or zero-width characters)? */
export const hasVisibleText = (text: string) => /[^\s\u200b-\u200d\u2060\ufeff]/.test(text);
