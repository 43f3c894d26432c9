import { describe, expect, it } from 'vitest';
import { getRuleset, registry, rulesetIds, rulesets } from '../src';

describe('the ruleset registry', () => {
  it('finds a listed ruleset by its id', () => {
    expect(getRuleset('sandbox')?.id).toBe('sandbox');
    expect(rulesetIds()).toContain('sandbox');
  });

  it('answers undefined for an unknown id, including object keys', () => {
    expect(getRuleset('no-such-ruleset')).toBeUndefined();
    expect(getRuleset('toString')).toBeUndefined();
  });

  it('lists every ruleset once, under its own id', () => {
    expect(new Set(rulesets.map((r) => r.id)).size).toBe(rulesets.length);
    for (const [id, ruleset] of Object.entries(registry)) expect(ruleset.id).toBe(id);
  });
});
