import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

// Starting and stopping the backend and storefront processes of a spec's own shop (a worker-scoped
// fixture with settings the shared shop does not have), on ports the fixture chose.

const storefrontDir = resolve(import.meta.dirname, '../..');

/** Starts `node <script>` and waits until `url` answers 200: the server is up (a poll for readiness, no assertion on time). */
export async function startServer(name: string, script: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { cwd: storefrontDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at start (${child.exitCode}): ${errors}`);
    const ready = await fetch(url).then((response) => response.ok, () => false);
    if (ready) return child;
    await new Promise((done) => setTimeout(done, 200));
  }
}

export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** The storefront's settings for a build other than the default one (as the e2e run passes it on). */
export const storefrontBuildEnv = (): Record<string, string> =>
  process.env.STOREFRONT_BUILD_DIR ? { STOREFRONT_BUILD_DIR: process.env.STOREFRONT_BUILD_DIR } : {};
