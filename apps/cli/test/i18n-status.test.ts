import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from './helpers';

/** Issue #20: `mafia i18n status` per language and namespace, `--missing`, `--strict`. */
const roots: string[] = [];
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function write(root: string, file: string, json: unknown): void {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), JSON.stringify(json));
}

/** A checkout with one app namespace (ru declared complete) and one ruleset (ru partial). */
function fixture(ruleset: { ru: unknown; complete: string[] }): string {
  const root = mkdtempSync(join(process.cwd(), '.tmp-i18n-status-'));
  roots.push(root);
  write(root, 'packages/i18n/package.json', { name: '@mafia/i18n', mafia: { locales: { app: ['en', 'ru'] } } });
  write(root, 'packages/i18n/locales/en/app.json', { hello: 'Hello', deaths_one: '{{count}} death', deaths_other: '{{count}} deaths' });
  write(root, 'packages/i18n/locales/ru/app.json', { hello: 'Привет', deaths_one: '{{count}} смерть', deaths_few: '{{count}} смерти', deaths_many: '{{count}} смертей', deaths_other: '{{count}} смерти' });
  write(root, 'rulesets/demo/package.json', { name: '@mafia/ruleset-demo', mafia: { locales: { demo: ruleset.complete } } });
  write(root, 'rulesets/demo/locales/en.json', { name: 'Demo', roles: { cop: { name: 'Cop' }, doc: { name: 'Doctor' } } });
  write(root, 'rulesets/demo/locales/ru.json', ruleset.ru);
  return root;
}

describe('mafia i18n status', () => {
  it('counts translated keys per language and namespace, a plural family as one key', () => {
    const root = fixture({ ru: { name: 'Демо' }, complete: ['en'] });
    const { code, stdout } = cli(['i18n', 'status', '--root', root]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ru: 3\/5 keys translated$/m);
    expect(stdout).toMatch(/^ {2}app +2\/2 100% {2}complete$/m);
    expect(stdout).toMatch(/^ {2}demo +1\/3 +33% {2}partial$/m);
    expect(stdout).not.toContain('missing roles.cop.name');
  });

  it('lists the missing keys with --missing', () => {
    const root = fixture({ ru: { name: 'Демо' }, complete: ['en'] });
    const { stdout } = cli(['i18n', 'status', '--missing', '--root', root]);
    expect(stdout).toContain('      missing roles.cop.name\n      missing roles.doc.name\n');
  });

  it('with --strict fails only when a language declared complete is not', () => {
    const partial = fixture({ ru: { name: 'Демо' }, complete: ['en'] });
    expect(cli(['i18n', 'status', '--strict', '--root', partial]).code).toBe(0);
    const broken = fixture({ ru: { name: 'Демо', roles: { cop: { name: 'Комиссар' } } }, complete: ['en', 'ru'] });
    const run = cli(['i18n', 'status', '--strict', '--root', broken]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/demo +2\/3 +66% {2}declared complete, but NOT/);
    expect(run.stderr).toContain('declared complete but not: ru demo (1 missing)');
    expect(cli(['i18n', 'status', '--root', broken]).code).toBe(0);
  });

  it('passes --strict on this repository (every declared-complete language is complete)', () => {
    const { code, stdout } = cli(['i18n', 'status', '--strict']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ru: /m);
  });

  it('refuses an unknown subcommand', () => {
    expect(cli(['i18n', 'stats']).code).toBe(2);
  });
});
