import { spawn } from 'node:child_process';

/**
 * The start of a script for another Node process that imports the backend's TypeScript sources
 * directly, as a second backend process on the same SQLite file would: Node strips (and, for
 * parameter properties, transforms) the types, and this resolve hook maps the sources' `.js`
 * specifiers to the `.ts` files next to them (as backend/scripts/ts-hooks.mjs does).
 */
export const TS_SOURCES_HOOK = `
  import { registerHooks } from 'node:module';
  registerHooks({
    resolve(specifier, context, next) {
      try { return next(specifier, context); } catch (error) {
        if (/^\\.{1,2}\\//.test(specifier) && specifier.endsWith('.js')) return next(specifier.slice(0, -3) + '.ts', context);
        throw error;
      }
    },
  });
`;

/** A source file's path for an import in such a script, relative to the module asking (its import.meta.url). */
export const sourcePath = (relative: string, base: string): string => JSON.stringify(new URL(relative, base).pathname);

export interface NodeProcess<T> {
  /** Resolves once the process has printed 'ready' (or has died). */
  readonly ready: Promise<void>;
  /** The last line it printed, parsed as JSON; rejects with its stderr when it failed. */
  readonly result: Promise<T>;
  /** Releases the process (it waits for a line on stdin after 'ready'), so several can start together. */
  go(): void;
}

/** Starts `node -e script`: the script prints 'ready', waits for stdin, works and prints its result as its last line. */
export function nodeProcess<T>(script: string): NodeProcess<T> {
  const child = spawn(
    process.execPath,
    ['--experimental-transform-types', '--conditions=source', '--no-warnings', '--input-type=module', '-e', script],
    { stdio: 'pipe' },
  );
  let stdout = '';
  let stderr = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => { markReady = resolve; });
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const result = new Promise<T>((resolve, reject) => {
    child.on('close', (code) => {
      const line = stdout.split('\n').filter(Boolean).at(-1);
      if (code !== 0 || !line || line === 'ready') reject(new Error(`node process exited ${code}: ${stderr || stdout}`));
      else resolve(JSON.parse(line) as T);
    });
  });
  // A process that dies before it is ready must not leave the test waiting for 'ready'.
  result.catch(() => markReady());
  return { ready, result, go: () => child.stdin.end('go\n') };
}
