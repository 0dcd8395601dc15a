// Starts the server for the browser tests the way the README does (`pnpm start`), on a fresh
// embedded database in a temporary folder so every run begins from the demo seed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'harbour-e2e-'));
const child = spawn('pnpm', ['--dir', new URL('../..', import.meta.url).pathname, 'start'], {
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
