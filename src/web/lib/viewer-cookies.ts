import { PHONE_LAYOUT_QUERY, SCREEN_COOKIE, type ScreenClass } from '#shared/domain/render-screen.ts';
import { TIME_ZONE_COOKIE } from '#shared/domain/render-zone.ts';

/*
 * What the server needs to know of this browser to draw its next signed-in page as the browser itself
 * would (src/server/platform/signed-in-frame.ts): then the page hydrates rather than being drawn over.
 * Kept for a year, written only when it changed.
 */

function remember(name: string, value: string): void {
  const pair = `${name}=${encodeURIComponent(value)}`;
  if (document.cookie.split('; ').includes(pair)) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${pair}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** The viewer's time zone (the `tz` cookie): the server writes a list's dates in it. */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) remember(TIME_ZONE_COOKIE, zone);
}

/**
 * The layout this screen gets (the `screen` cookie), now and whenever it changes (a phone turned, a
 * window resized across the breakpoint): the server draws the next page for it rather than for what
 * the user agent suggests.
 */
export function rememberScreen(): void {
  const query = window.matchMedia?.(PHONE_LAYOUT_QUERY);
  if (!query) return;
  const write = () => remember(SCREEN_COOKIE, (query.matches ? 'phone' : 'desktop') satisfies ScreenClass);
  write();
  query.addEventListener?.('change', write);
}
