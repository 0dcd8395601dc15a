// Starts the server for the browser tests as the README's `pnpm start` does (`node dist/main.js` in
// apps/server), on a fresh embedded database in a temporary folder so every run begins from the demo seed.
// The server is this script's own child, not pnpm's: a signal to this script reaches it, so no server
// outlives its suite holding the port (and answering 500 once its data folder is gone).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'harbour-e2e-'));
const child = spawn(process.execPath, ['dist/main.js'], {
  cwd: new URL('../../apps/server', import.meta.url).pathname,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', HOST: '127.0.0.1' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
