import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EXIT, UsageError, type CliIo, type ExitCode } from '../../io';
import { badIdReason } from './names';
import { findWorkspaceRoot, registerRuleset } from './register';
import { addReadmeRow, addRoleTexts, roleFiles, wireRole } from './role-files';
import { rulesetFiles, type GeneratedFile } from './ruleset-files';

export const NEW_USAGE = `Usage:
  mafia new ruleset ID [--files-only] [--no-install] [--root DIR]
      creates rulesets/ID/ in the one ruleset shape (two roles, night order, lynch, locales en+ru,
      README with a clause table, a scenario and its conformance test) and runs pnpm install
      --prefer-offline, which links and discovers it (its mafia.ruleset field: nothing else to edit)
      (--no-install skips the install; --files-only writes the folder only)
  mafia new role RULESET ID [--root DIR]
      adds src/roles/ID/ (a protect ability, its test), a scenario file, en+ru texts and a README
      row to a ruleset made by \`mafia new ruleset\`, and wires it into its ROLES list
  --root DIR: the workspace holding rulesets/ (default: the one around the current folder)`;

/** What the user asked is impossible (bad name, existing folder): exit 1 with this message, no usage. */
class NewRefused extends Error {}

function workspace(io: CliIo, root: string | undefined): string {
  if (root !== undefined) return resolve(io.cwd, root);
  const found = findWorkspaceRoot(io.cwd);
  if (found === null) throw new NewRefused(`${io.cwd} is not inside a pnpm workspace: run it in the repository, or pass --root DIR`);
  return found;
}

function write(base: string, files: readonly GeneratedFile[]): void {
  for (const file of files) {
    const path = join(base, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
  }
}

function newRuleset(args: string[], io: CliIo): ExitCode {
  const { values, positionals } = parseArgs({
    args,
    options: { 'files-only': { type: 'boolean' }, 'no-install': { type: 'boolean' }, root: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('new ruleset takes exactly one ID');
  const id = positionals[0] as string;
  const bad = badIdReason(id, 'ruleset');
  if (bad !== null) throw new NewRefused(bad);
  const root = workspace(io, values.root);
  const dir = join(root, 'rulesets', id);
  if (existsSync(dir)) throw new NewRefused(`rulesets/${id} already exists: choose another id, or remove the folder first`);
  write(dir, rulesetFiles(id));
  io.stdout(`created rulesets/${id}/ (@mafia/ruleset-${id})\n`);
  if (values['files-only'] !== true) {
    try {
      for (const step of registerRuleset(root, `@mafia/ruleset-${id}`, values['no-install'] !== true)) io.stdout(`${step}\n`);
    } catch (error) {
      io.stderr(`mafia new ruleset: the folder is written, but registering it failed: ${error instanceof Error ? error.message : String(error)}\n`);
      return EXIT.failed;
    }
  }
  io.stdout(
    `next: pnpm --filter @mafia/ruleset-${id} test (also typecheck, lint); pnpm mafia new role ${id} <role-id>; ` +
      `write your rules in rulesets/${id}/README.md\n`,
  );
  return EXIT.ok;
}

function readJson(path: string): { mafia?: { ruleset?: unknown } } {
  return JSON.parse(readFileSync(path, 'utf8')) as { mafia?: { ruleset?: unknown } };
}

function newRole(args: string[], io: CliIo): ExitCode {
  const { values, positionals } = parseArgs({ args, options: { root: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 2) throw new UsageError('new role takes a RULESET and an ID');
  const [rulesetId = '', roleId = ''] = positionals;
  const bad = badIdReason(rulesetId, 'ruleset') === null ? badIdReason(roleId, 'role') : `no ruleset folder rulesets/${rulesetId}: name it by its id (e.g. toy-village)`;
  if (bad !== null) throw new NewRefused(bad);
  const root = workspace(io, values.root);
  const dir = join(root, 'rulesets', rulesetId);
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) throw new NewRefused(`rulesets/${rulesetId} is not a ruleset package (no package.json): create it with \`mafia new ruleset ${rulesetId}\``);
  const rulesetExport = readJson(manifestPath).mafia?.ruleset;
  if (typeof rulesetExport !== 'string') throw new NewRefused(`rulesets/${rulesetId}/package.json has no mafia.ruleset field: it is not a ruleset`);
  if (existsSync(join(dir, 'src/roles', roleId))) throw new NewRefused(`rulesets/${rulesetId}/src/roles/${roleId} already exists: choose another role id`);
  // The template's test and scenario play the role against the generated mafioso and seat builder.
  const needed = ['src/roles/index.ts', 'src/roles/mafioso/index.ts', 'test/seats.ts', 'locales/en.json', 'locales/ru.json', 'README.md'];
  const missing = needed.filter((path) => !existsSync(join(dir, path)));
  if (missing.length > 0) {
    throw new NewRefused(
      `rulesets/${rulesetId} is not in the shape \`mafia new ruleset\` makes (missing ${missing.join(', ')}): add the role by hand (docs/adding-a-role.md)`,
    );
  }
  const rolesIndexPath = join(dir, 'src/roles/index.ts');
  const wired = wireRole(readFileSync(rolesIndexPath, 'utf8'), roleId);
  if (wired === null) throw new NewRefused(`rulesets/${rulesetId}/src/roles/index.ts has no \`export const ROLES = [...]\` list to add the role to`);
  write(dir, roleFiles({ rulesetId, rulesetExport, roleId }));
  writeFileSync(rolesIndexPath, wired);
  for (const language of ['en', 'ru']) {
    const path = join(dir, 'locales', `${language}.json`);
    writeFileSync(path, addRoleTexts(readFileSync(path, 'utf8'), roleId, language));
  }
  writeFileSync(join(dir, 'README.md'), addReadmeRow(readFileSync(join(dir, 'README.md'), 'utf8'), roleId));
  io.stdout(
    `created rulesets/${rulesetId}/src/roles/${roleId}/ and scenarios/${roleId}-protects.yaml; ` +
      `added it to src/roles/index.ts, locales/en.json, locales/ru.json ([ru] placeholders) and README.md\n` +
      `next: pnpm --filter @mafia/ruleset-${rulesetId} test\n`,
  );
  return EXIT.ok;
}

export function newCommand(args: string[], io: CliIo): ExitCode {
  const [sub, ...rest] = args;
  try {
    if (sub === 'ruleset') return newRuleset(rest, io);
    if (sub === 'role') return newRole(rest, io);
  } catch (error) {
    if (!(error instanceof NewRefused)) throw error;
    io.stderr(`mafia new ${sub ?? ''}: ${error.message}\n`);
    return EXIT.failed;
  }
  throw new UsageError(sub === undefined ? 'missing new subcommand (ruleset or role)' : `unknown new subcommand "${sub}"`);
}
