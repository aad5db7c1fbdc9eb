import { TIME_ZONE_COOKIE } from '#shared/domain/render-zone.ts';

/**
 * Tells the server this browser's time zone (the `tz` cookie, a year): the server draws a signed-in
 * list's dates in it (src/server/platform/signed-in-frame.ts), so that the page hydrates rather than
 * being drawn over whenever the viewer is elsewhere than the server. Written only when it changed.
 */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const pair = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (document.cookie.split('; ').includes(pair)) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${pair}; path=/; max-age=31536000; samesite=lax${secure}`;
}
