// After `react-router build`: every script, style sheet and SVG of the client build gets a .br and a
// .gz beside it, at the best levels, once; the server sends them as they are (@fastify/static's
// preCompressed) instead of compressing the same immutable file on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(process.env.STOREFRONT_BUILD_DIR ?? 'build', 'client');
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|webmanifest)$/;
let files = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      files += 1;
    }
  }
}

walk(root);
console.log(`precompressed ${files} files in ${root}`);
