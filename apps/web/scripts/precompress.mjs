// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset, so that the
// server sends them compressed without compressing on each request (@fastify/static preCompressed;
// docs/decisions/0016).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let files = 0;
let raw = 0;
let brotli = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  files += 1;
  raw += content.length;
  brotli += br.length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
process.stdout.write(`precompressed ${files} files: ${kb(raw)} -> ${kb(brotli)} brotli\n`);
