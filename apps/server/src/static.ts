import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

/**
 * Serves the built web client. Unknown GET paths get index.html so client-side routes load; paths
 * never leave `root`.
 */
export function staticHandler(root: string) {
  const base = path.resolve(root);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const wanted = path.resolve(base, `.${decodeURIComponent(url.pathname)}`);
    let file = wanted.startsWith(base + path.sep) && (await isFile(wanted)) ? wanted : path.join(base, 'index.html');
    if (!(await isFile(file))) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('web client not built: run `pnpm --filter @mafia/web build`');
      return;
    }
    file = path.normalize(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    res.writeHead(200, { 'content-type': type, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
