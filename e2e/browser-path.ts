import fs from 'node:fs';

// The browser the tests drive: always Debian's, never a downloaded one. Debian's
// `chromium-headless-shell` is Chromium's lean headless build (no window system, no GPU process):
// the same engine, about a third less CPU for the suite than the full `chromium` in headless mode,
// and the browser stage is CPU-bound on 2 cores. The full browser is the fallback; CHROMIUM_PATH
// picks either (or another build).
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export function browserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? CANDIDATES[1]!;
}
