// Writes .br (brotli, max quality) and .gz beside every compressible file in an app's dist/ larger than 1 KB,
// so the server can send precompressed assets. Run from the app's folder (its build script does):
// `node ../../scripts/compress-dist.mjs`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve('dist');
const compressible = /\.(js|css|html|svg|json)$/;

function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for (const file of walk(dist)) {
  if (!compressible.test(file) || statSync(file).size <= 1024) continue;
  const data = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.info(`compressed ${count} files in dist/ (.br and .gz)`);
