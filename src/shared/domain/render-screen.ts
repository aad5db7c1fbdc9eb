/*
 * The width class a page is drawn for (issue 30). The server cannot measure the screen: it draws a
 * signed-in page at a phone's or a laptop's width (web/lib/media-at.ts WIDTHS) and the browser's first
 * render must answer the layout's media queries the same way to hydrate it. The user agent is a guess
 * (a phone held sideways is a laptop to the layout, a narrow laptop window a phone), so the web app
 * keeps the class its layout really uses in a cookie, and the server prefers it to the guess.
 */

/** The cookie in which the web app keeps the layout its screen gets, for the server's next page. */
export const SCREEN_COOKIE = 'screen';

/** The layout's one breakpoint: MUI's `down('sm')`, which every layout query of the app uses. */
export const PHONE_LAYOUT_QUERY = '(max-width:599.95px)';

export type ScreenClass = 'phone' | 'desktop';

/** The class a cookie names, or undefined for a missing or unknown value (then the server guesses). */
export const screenClassOf = (value: string | undefined): ScreenClass | undefined =>
  value === 'phone' || value === 'desktop' ? value : undefined;
