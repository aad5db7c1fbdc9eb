/*
 * The screen width a page drawn by the server assumed (issue 30): the server cannot measure the
 * screen, so it guesses a phone's or a laptop's from the request (signed-in-frame.ts) and answers
 * useMediaQuery for that width. The client's first render over that page hydrates it, so it must
 * answer the same (main.tsx sets the width before hydrating); useMediaQuery then corrects itself to
 * the real screen right after (React reads `ssrMatchMedia` only while hydrating).
 */

/** The widths the server renders a signed-in page at, and the build harvests styles for. */
export const WIDTHS = { phone: 375, desktop: 1440 } as const;

/** A matchMedia for a render without a screen: width queries answered for `width` (a phone's coarse pointer). */
export function matchMediaAt(width: number) {
  return (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    let matches = true;
    if (min) matches &&= width >= Number(min[1]);
    if (max) matches &&= width <= Number(max[1]);
    if (/pointer:\s*coarse/.test(query)) matches &&= width < 600;
    return { matches };
  };
}

type MediaOptions = { noSsr: true } | { ssrMatchMedia: (query: string) => { matches: boolean } };

let options: MediaOptions = { noSsr: true };

/** Called before hydrating a page the server drew for `width` (main.tsx), and before the server draws one. */
export function assumeWidth(width: number): void {
  options = { ssrMatchMedia: matchMediaAt(width) };
}

/**
 * useMediaQuery's options for the layout's own queries (the shell, the filter bar): the real screen
 * from the first render (`noSsr`), except over a server-drawn page, whose hydration answers as the
 * server did, then corrects. On the server (no screen to read) it answers for the width it assumes.
 */
export const mediaOptions = (): MediaOptions => options;
