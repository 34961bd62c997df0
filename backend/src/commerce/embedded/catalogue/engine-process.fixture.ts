import { nodeProcess, sourcePath, TS_SOURCES_HOOK, type NodeProcess } from '../store/node-process.fixture.js';

const source = (relative: string) => sourcePath(relative, import.meta.url);

/*
 * Another Node process running the embedded engine's TypeScript sources directly, as a second
 * backend process on the same SQLite file would (store/node-process.fixture.ts). `embeddedCommerce`, `MINI_SEED`,
 * `reduceSeed` and `generateSeed` are in scope of `body`, an async function body whose return
 * value the process prints as its last line, as JSON.
 */
const script = (body: string) => `${TS_SOURCES_HOOK}
  const { embeddedCommerce } = await import(${source('../embedded-commerce.ts')});
  const { MINI_SEED } = await import(${source('./mini-seed.fixture.ts')});
  const { reduceSeed } = await import(${source('../../seed/reduce-seed.fixture.ts')});
  const { generateSeed } = await import(${source('../../seed/index.ts')});
  process.stdout.write('ready\\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  const result = await (async () => { ${body} })();
  process.stdout.write(JSON.stringify(result ?? null) + '\\n');
`;

/** Starts the process; `body` runs once `go()` is called, so several processes can be released together. */
export const engineProcess = (body: string): NodeProcess<unknown> => nodeProcess<unknown>(script(body));

/** Runs `body` in another process and waits for its result. */
export async function inEngineProcess(body: string): Promise<unknown> {
  const process = engineProcess(body);
  await process.ready;
  process.go();
  return process.result;
}
