// `npm start`: the whole shop on this machine: the backend (embedded engine, demo catalogue) on an
// internal port and the storefront, the one origin the browser sees, on PORT. Separate processes,
// as in production, where ops scale them separately (ADR 10). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const backendPort = process.env.BACKEND_PORT ?? String(Number(port) + 1);
const node = process.execPath;

const children = [
  spawn(node, ['backend/dist/main.js'], {
    stdio: 'inherit',
    // Only the storefront on this machine reaches the backend, so its forwarded host and address are believed.
    env: { ...process.env, PORT: backendPort, HOST: '127.0.0.1', TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' },
  }),
  spawn(node, ['dist/server/main.js'], {
    stdio: 'inherit',
    cwd: 'storefront',
    env: { ...process.env, PORT: port, BACKEND_URL: `http://127.0.0.1:${backendPort}` },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
