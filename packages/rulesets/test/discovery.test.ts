import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { discoverRulesets, discoveredFile, renderDiscovered } from '../discover';
import { getRulesetPackage, rulesetPackages } from '../src';
import manifest from '../package.json' with { type: 'json' };

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
}

describe('ruleset discovery (issue #20)', () => {
  it('src/discovered.ts (written by the root postinstall, never committed) is what the mafia.ruleset fields say', () => {
    expect(readFileSync(discoveredFile, 'utf8')).toBe(renderDiscovered(discoverRulesets()));
  });

  it('the install hook (.pnpmfile.cjs) makes @mafia/rulesets depend on every discovered package; its own manifest lists none', () => {
    const pnpmfile = createRequire(import.meta.url)('../../../.pnpmfile.cjs') as { hooks: { readPackage(pkg: Manifest): Manifest } };
    const read = pnpmfile.hooks.readPackage({ name: '@mafia/rulesets', dependencies: { ...manifest.dependencies } });
    for (const found of discoverRulesets()) expect(read.dependencies?.[found.packageName]).toBe('workspace:*');
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@mafia/ruleset-') && name !== '@mafia/ruleset-kit')).toEqual([]);
    // Any other package passes through unchanged.
    const other = { name: '@mafia/server', dependencies: { zod: '1' } };
    expect(pnpmfile.hooks.readPackage(other)).toEqual(other);
  });

  it('finds a package by its mafia field, skips packages without one and refuses a bad one', () => {
    const root = mkdtempSync(join(tmpdir(), 'mafia-discover-'));
    try {
      const write = (dir: string, json: unknown): void => {
        mkdirSync(join(root, 'rulesets', dir), { recursive: true });
        writeFileSync(join(root, 'rulesets', dir, 'package.json'), JSON.stringify(json));
      };
      write('zeta', { name: '@mafia/ruleset-zeta', version: '1.2.3', mafia: { ruleset: 'zeta' } });
      write('alpha', { name: '@mafia/ruleset-alpha', version: '0.1.0', mafia: { ruleset: 'alpha' } });
      write('helper', { name: '@mafia/not-a-ruleset', version: '0.0.0', mafia: { locales: {} } });
      expect(discoverRulesets(root)).toEqual([
        { packageName: '@mafia/ruleset-alpha', version: '0.1.0', exportName: 'alpha', dir: 'rulesets/alpha' },
        { packageName: '@mafia/ruleset-zeta', version: '1.2.3', exportName: 'zeta', dir: 'rulesets/zeta' },
      ]);
      write('broken', { name: '@mafia/ruleset-broken', version: '0.0.0', mafia: { ruleset: 'not an identifier' } });
      expect(() => discoverRulesets(root)).toThrow(/mafia\.ruleset must name the export/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('knows each ruleset package and installed version by ruleset id; the sandbox stays the default', () => {
    expect(rulesetPackages[0]?.ruleset.id).toBe('sandbox');
    expect(getRulesetPackage('gorny')).toMatchObject({ packageName: '@mafia/ruleset-gorny', version: '0.0.0' });
    expect(getRulesetPackage('toString')).toBeUndefined();
  });
});
