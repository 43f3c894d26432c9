import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkNightBehaviour, missingClientTexts, type Ruleset } from '@mafia/ruleset-kit';
import { discoverRulesets, renderDiscovered } from '@mafia/rulesets/discover';
import { describe, expect, it } from 'vitest';
import { simulate } from '../src';
import { cli, here, root } from './helpers';

const cliDir = join(here, '..');

/**
 * A temporary workspace inside this one (apps/cli/.tmp/, git-ignored): its own rulesets/, the
 * repository's tsconfig.base.json and ESLint config (so `rulesets/*` gets the ruleset layer's lint
 * rules), and the generated package linked to the sandbox's node_modules, which holds exactly the
 * dependencies a generated package declares (checked below). Nothing in the real workspace changes.
 */
function tempWorkspace(): string {
  mkdirSync(join(cliDir, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(cliDir, '.tmp', 'proof-'));
  mkdirSync(join(dir, 'rulesets'));
  symlinkSync(join(root, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  writeFileSync(join(dir, 'eslint.config.js'), `export { default } from ${JSON.stringify(pathToFileURL(join(root, 'eslint.config.js')).href)};\n`);
  return dir;
}

/** Runs a tool of the workspace in `cwd`; its output is kept for the failure message. */
function tool(cwd: string, bin: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(join(root, 'node_modules', '.bin', bin), args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  // eslint-disable-next-line no-control-regex -- the colour codes of the tools' output
  const plain = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, '');
  return { status: result.status, output: plain(`${bin} ${args.join(' ')}\n${result.stdout}${result.stderr}`) };
}

const dependencies = (path: string): unknown => {
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { dependencies: unknown; devDependencies: unknown };
  return { ...(manifest.dependencies as object), ...(manifest.devDependencies as object) };
};

describe('mafia new (issue #20)', () => {
  // The proof: the generated package passes the same checks as a hand-written ruleset, with the real
  // tools (tsc, ESLint with the ruleset layer's rules, vitest playing the scenarios through the
  // conformance suite). Minutes on the shared 2-core machine, so one test with a large budget.
  it('generates a ruleset and a role that pass typecheck, lint, their tests and conformance', { timeout: 900_000 }, async () => {
    const workspace = tempWorkspace();
    try {
      const pkg = join(workspace, 'rulesets', 'toy-village');
      const made = cli(['new', 'ruleset', 'toy-village', '--root', workspace, '--files-only']);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(dependencies(join(pkg, 'package.json'))).toEqual(dependencies(join(root, 'rulesets', 'sandbox', 'package.json')));
      symlinkSync(join(root, 'rulesets', 'sandbox', 'node_modules'), join(pkg, 'node_modules'), 'dir');

      const role = cli(['new', 'role', 'toy-village', 'night-nurse', '--root', workspace]);
      expect(role.stderr).toBe('');
      expect(role.code).toBe(0);
      for (const file of ['src/roles/night-nurse/index.ts', 'src/roles/night-nurse/night-nurse.test.ts', 'scenarios/night-nurse-protects.yaml']) {
        expect(existsSync(join(pkg, file)), file).toBe(true);
      }

      // Discovery finds it by its mafia.ruleset field, under the export its index really has.
      expect(discoverRulesets(workspace)).toEqual([
        { packageName: '@mafia/ruleset-toy-village', version: '0.0.0', exportName: 'toyVillage', dir: 'rulesets/toy-village' },
      ]);
      expect(renderDiscovered(discoverRulesets(workspace))).toContain("import { toyVillage } from '@mafia/ruleset-toy-village';");
      const loaded = (await import(pathToFileURL(join(pkg, 'src', 'index.ts')).href)) as { toyVillage: Ruleset };
      const ruleset = loaded.toyVillage;
      expect(ruleset.definition.roles.map((r) => r.id)).toEqual(['villager', 'mafioso', 'night-nurse']);
      expect(checkNightBehaviour(ruleset)).toEqual([]);
      expect(missingClientTexts(ruleset, 'en')).toEqual([]);
      expect(missingClientTexts(ruleset, 'ru')).toEqual([]);
      // What `mafia simulate --ruleset toy-village --setup starter-5` runs once it is registered.
      const setup = ruleset.definition.setups.find((s) => s.id === 'starter-5');
      if (!setup) throw new Error('no starter-5 setup');
      const report = simulate(ruleset, setup, 30, 'proof', 40);
      expect(report.errors).toEqual([]);
      expect(report.unfinished).toBe(0);
      expect((report.wins['town'] ?? 0) + (report.wins['mafia'] ?? 0)).toBe(30);

      const typecheck = tool(pkg, 'tsc', ['-p', 'tsconfig.json']);
      expect(typecheck.status, typecheck.output).toBe(0);
      const lint = tool(pkg, 'eslint', ['.']);
      expect(lint.status, lint.output).toBe(0);
      const tests = tool(pkg, 'vitest', ['run']);
      expect(tests.status, tests.output).toBe(0);
      // villager 1, mafioso 2, night-nurse 3, scenarios: "has files" + starter + night-nurse-protects.
      expect(tests.output).toMatch(/Tests\s+(?:\S+\s+)?9 passed/);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });

  it('registers nothing by hand: the package is found by its mafia.ruleset field, no file outside its folder changes', () => {
    const workspace = tempWorkspace();
    try {
      mkdirSync(join(workspace, 'packages', 'rulesets', 'src'), { recursive: true });
      const registry = join(workspace, 'packages', 'rulesets', 'package.json');
      const before = readFileSync(join(root, 'packages', 'rulesets', 'package.json'), 'utf8');
      writeFileSync(registry, before);
      const made = cli(['new', 'ruleset', 'toy-village', '--root', workspace, '--no-install']);
      expect(made.stderr).toBe('');
      expect(made.stdout).toContain('@mafia/ruleset-toy-village is discovered by its mafia.ruleset field at the next `pnpm install --prefer-offline`');
      expect(readFileSync(registry, 'utf8')).toBe(before);
      expect(existsSync(join(workspace, 'packages', 'rulesets', 'src', 'discovered.ts'))).toBe(false);
      expect(discoverRulesets(workspace).map((r) => r.packageName)).toEqual(['@mafia/ruleset-toy-village']);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });

  it('refuses a bad name, an existing folder and a ruleset not in the generated shape, saying what to do', () => {
    const bad = cli(['new', 'ruleset', 'Toy_Village', '--root', root]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('"Toy_Village" is not a valid ruleset id: use lower-case letters, digits and single dashes');
    const taken = cli(['new', 'ruleset', 'sandbox', '--root', root]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('rulesets/sandbox already exists: choose another id');
    const badRole = cli(['new', 'role', 'sandbox', '2nd-cop', '--root', root]);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('"2nd-cop" is not a valid role id');
    const existingRole = cli(['new', 'role', 'sandbox', 'cop', '--root', root]);
    expect(existingRole.stderr).toContain('rulesets/sandbox/src/roles/cop already exists');
    const shape = cli(['new', 'role', 'sandbox', 'nurse', '--root', root]);
    expect(shape.code).toBe(1);
    expect(shape.stderr).toContain('is not in the shape `mafia new ruleset` makes (missing src/roles/mafioso/index.ts)');
    const unknown = cli(['new', 'role', 'no-such-ruleset', 'nurse', '--root', root]);
    expect(unknown.stderr).toContain('rulesets/no-such-ruleset is not a ruleset package');
    const outside = cli(['new', 'role', '../apps', 'nurse', '--root', root]);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain('no ruleset folder rulesets/../apps');
    expect(cli(['new', 'village']).code).toBe(2);
  });
});
