// `pnpm --filter @mafia/web size`: gzip size of the JavaScript the first screen loads (the entry
// chunk and the chunks index.html preloads), read from the built dist/. Target: ≤ 200 KB.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/index.html missing: run `pnpm --filter @mafia/web build` first');
  process.exit(1);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of new Set(scripts)) {
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  console.info(`${(gz / 1024).toFixed(1).padStart(7)} KB gzip  ${file}`);
}
const limit = 200 * 1024;
console.info(`${(total / 1024).toFixed(1).padStart(7)} KB gzip  first screen total (target ≤ 200 KB)`);
if (total > limit) process.exit(1);
