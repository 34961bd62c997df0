import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** Bundles page/ (the real Drop-in) with Vite into a fresh temporary folder; resolves its path. */
export async function buildPage(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'fake-adyen-harness-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./page/', import.meta.url)),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, modulePreload: false },
  });
  return outDir;
}
