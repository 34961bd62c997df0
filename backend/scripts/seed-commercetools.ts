// npm run seed — loads the demo data into a commercetools project through the platform SDK, so a
// user with a (trial) project sees the same shop as the embedded engine shows. Idempotent, by
// key: run it again after a failure or a seed change and it creates only what is missing.
import { createApiRoot } from '../src/commerce/commercetools/api-root.js';
import { ctpConfigFromEnv, type CtpConfig } from '../src/commerce/commercetools/ctp-config.js';
import { loadSeed } from '../src/commerce/commercetools/seed-loader.js';
import { generateSeed, SEED_LOAD_ORDER } from '../src/commerce/seed/index.js';

const USAGE =
  'npm run seed loads the demo data into a commercetools project: set CTP_PROJECT_KEY, CTP_CLIENT_ID, CTP_CLIENT_SECRET, ' +
  'CTP_AUTH_URL, CTP_API_URL (and CTP_SCOPES); the embedded engine seeds itself on npm start';

let config: CtpConfig | undefined;
try {
  config = ctpConfigFromEnv(process.env);
} catch (error) {
  // A partial configuration: say which variables are missing, then what the command needs.
  console.error(error instanceof Error ? error.message : String(error));
}
if (!config) {
  console.error(USAGE);
  process.exit(1);
}

console.log(`Loading the demo data into commercetools project '${config.projectKey}' at ${config.apiUrl}`);
const started = performance.now();
try {
  const report = await loadSeed(createApiRoot(config), generateSeed(), { log: (line) => console.log(`  ${line}`) });
  const width = Math.max(...SEED_LOAD_ORDER.map((kind) => kind.length));
  console.log(`\n${'kind'.padEnd(width)}  created  existing`);
  for (const kind of SEED_LOAD_ORDER) {
    console.log(`${kind.padEnd(width)}  ${String(report.created[kind] ?? 0).padStart(7)}  ${String(report.existing[kind] ?? 0).padStart(8)}`);
  }
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  // The loader's errors name the kind, the key and the platform's answer; that is the message.
  console.error(`\nnpm run seed failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Whatever was created before the failure stays; run it again once the cause is fixed.');
  process.exit(1);
}
