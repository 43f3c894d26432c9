/**
 * The server of `generated-ruleset.spec.ts` (issue #20): every installed ruleset plus one generated
 * by `mafia new ruleset` into a temporary folder outside the repository (`GENERATED_RULESET_DIR`).
 * Discovery reads the workspace's packages (`packages/rulesets`, `pnpm install`), so a package in
 * a temp folder is not discovered; the smallest honest way in is the server's own `rulesets`
 * option (what its tests use): the generated module, imported as it is, is offered by the same
 * API (`rulesets.list`, its texts with it) as the discovered ones. Run with tsx; SIGTERM stops it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installedRulesets, readEnv, startServer, type ServerOptions } from '@mafia/server';

type Ruleset = NonNullable<ServerOptions['rulesets']>[number];

const dir = process.env['GENERATED_RULESET_DIR'];
if (!dir) throw new Error('GENERATED_RULESET_DIR is not set');
const generated = ((await import(pathToFileURL(path.join(dir, 'src', 'index.ts')).href)) as { default: Ruleset }).default;
const server = await startServer({ env: readEnv(), rulesets: [...installedRulesets, generated] });
console.info(`generated ruleset server ready on ${server.url} with ${generated.id}`);
process.on('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
