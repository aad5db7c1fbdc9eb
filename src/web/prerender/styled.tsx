import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/*
 * What every server-side render of the app shares (the build's prerendered pages and frames,
 * entry.tsx and app-styles.tsx, and a list drawn for its viewer, signed-in.tsx): emotion records the
 * rules instead of writing <style> tags among the elements, and they go into <head> as one
 * `<style data-emotion="css …">` tag that the client's cache adopts (its ids tell it which).
 */

/** Emotion's cache for a render on the server ("compat": no <style> among the elements), skipping `known` rules. */
export function styleCache(known: readonly string[] = []): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  for (const id of known) cache.inserted[id] = true;
  return cache;
}

/** The rules `cache` recorded (those it was told were known left out), with their ids. */
export function stylesOf(cache: EmotionCache): { styleIds: string[]; css: string } {
  const styleIds: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    styleIds.push(id);
    css += rules;
  }
  return { styleIds, css };
}

/** `element`'s markup, its styles recorded in `cache`. */
export function renderStyled(element: ReactNode, cache: EmotionCache): string {
  return renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
}
