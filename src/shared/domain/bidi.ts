/**
 * Unicode's explicit embeddings and overrides (LRE, RLE, PDF, LRO, RLO: U+202A–U+202E). An override
 * makes the text after it display in the opposite direction from how it is stored: a comment whose
 * "‮evil.exe" reads "exe.live", a file "invoice‮fdp.exe" shown as "invoiceexe.pdf" (a classic of
 * phishing and of "Trojan Source"). Written text never needs them: Arabic, Hebrew and text mixing
 * them with Latin display right by Unicode's own rules, and the isolates (U+2066–U+2069) that
 * Unicode recommends in their place, which cannot reorder what follows them, are kept.
 */
const EMBEDDINGS_AND_OVERRIDES = /[\u202a-\u202e]/g;

/** The text without explicit embeddings and overrides: what users type is shown as it is stored. */
export const withoutBidiOverrides = (text: string): string => text.replace(EMBEDDINGS_AND_OVERRIDES, '');
