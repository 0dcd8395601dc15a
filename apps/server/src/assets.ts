import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A folder under apps/server/assets, found from src/ and from dist/ alike. */
export function assetsFolder(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'assets', name))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`assets/${name} not found`);
    dir = parent;
  }
  return join(dir, 'assets', name);
}
