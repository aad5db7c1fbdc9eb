import fs from 'node:fs';
import path from 'node:path';

/** Every object under a data folder's uploads, half-written `.partial` files included. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => fs.statSync(path.join(root, f)).isFile());
}
