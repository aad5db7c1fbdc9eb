import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditsLabel } from './format.ts';

// Issue 23: the catalogue said "12.00 credits" where the rest of the app says "12 credits". Every
// "N credits" the web app writes goes through creditsLabel (lib/format.ts); a hand-made
// `${amount} credits` brings the raw API decimals back, so this looks for one in the sources.

const WEB = join(import.meta.dirname, '..');
/** Not amounts of credit: a price multiplier, and a pricing rule's effect spelled out for screen readers. */
const NOT_AMOUNTS = [/×\{PRIORITY_MULTIPLIERS\[level\]\} credits/, /' times '\)\} credits/];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one credit format', () => {
  it('creditsLabel drops the trailing zeros the API sends', () => {
    expect(creditsLabel('12.00')).toBe('12 credits');
    expect(creditsLabel('12.50')).toBe('12.5 credits');
    expect(creditsLabel('1.00')).toBe('1 credit');
  });

  it('no web source writes "{amount} credits" by hand', () => {
    const handMade = sources(WEB).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.slice(WEB.length + 1)}:${i + 1}`, line }))
        .filter(
          ({ line }) => /\{[^{}]*\}\s*credits\b/.test(line) && !NOT_AMOUNTS.some((ok) => ok.test(line)),
        ),
    );
    expect(handMade.map((h) => `${h.where}: ${h.line.trim()}`)).toEqual([]);
  });
});
