// Builds the server to JavaScript (issue #13: production ran through tsx): one ESM file,
// dist/main.js, started with plain `node`. The workspace's TypeScript (apps/server, packages/*,
// rulesets/*, their JSON) is bundled; every npm package stays external, imported by the absolute
// path esbuild resolved from the importing package's own folder (pnpm gives each package only its
// own dependencies, so `pg` is resolvable from packages/db but not from apps/server/dist). Each
// bundled file keeps its own `import.meta.url` (the db package finds its migrations and the Prisma
// CLI by it), so the build is for this checkout: `pnpm start` rebuilds it each time (under 1 s).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = path.resolve(SERVER_DIR, '../..');

/** Workspace source: bundled. Everything under a node_modules folder: external. */
const isWorkspaceSource = (file) => file.startsWith(REPO_ROOT + path.sep) && !file.split(path.sep).includes('node_modules');

const workspace = {
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.inner || args.path.startsWith('node:')) return undefined;
      const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { inner: true } });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (isWorkspaceSource(resolved.path)) return { path: resolved.path };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!isWorkspaceSource(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const contents = source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts', resolveDir: path.dirname(args.path) };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(SERVER_DIR, 'src/main.ts')],
  outfile: path.join(SERVER_DIR, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [workspace],
});
console.info(`[build] dist/main.js in ${Date.now() - started} ms`);
