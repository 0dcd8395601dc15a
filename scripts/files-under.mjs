// The files below a folder, depth first, for the repository checks (check-docs, check-layers).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` (none when it does not exist), not entering the folders `skipFolder` names. */
export function* filesUnder(dir, skipFolder) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!skipFolder(name)) yield* filesUnder(path, skipFolder);
    } else yield path;
  }
}
