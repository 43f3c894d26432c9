// Generates the Prisma client (git-ignored, src/generated/prisma) when it is missing or older
// than the schema, so `test` and `typecheck` work on a fresh checkout without a manual step.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const schema = `${root}prisma/schema.prisma`;
const client = `${root}src/generated/prisma/client.ts`;

if (!existsSync(client) || statSync(client).mtimeMs < statSync(schema).mtimeMs) {
  const cli = createRequire(import.meta.url).resolve('prisma/build/index.js');
  const result = spawnSync(process.execPath, [cli, 'generate'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
