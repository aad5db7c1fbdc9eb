import type { SyntheticEvent } from 'react';

/**
 * Browsers record WebM without a duration, so a player shows 0:00 and cannot seek until it has read
 * the whole file. Seeking far past the end once makes the browser find the real duration; then the
 * player goes back to the start. Use as `onLoadedMetadata` of an <audio> or <video>.
 */
export function revealDuration(event: SyntheticEvent<HTMLMediaElement>) {
  const media = event.currentTarget;
  if (Number.isFinite(media.duration)) return;
  const back = () => {
    media.removeEventListener('durationchange', back);
    if (Number.isFinite(media.duration)) media.currentTime = 0;
  };
  media.addEventListener('durationchange', back);
  media.currentTime = Number.MAX_SAFE_INTEGER;
}
