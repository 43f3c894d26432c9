import { checkNightBehaviour } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { rulesets } from '../src';

// Review 2026-11 §8.1: the kit is the only road through the night. The other rule (every night
// with intents leaves a trace) runs on played games, in each ruleset's conformance and scenario tests.
describe('every registered ruleset', () => {
  it.each(rulesets.map((r) => [r.id, r] as const))('%s: every night ability has night behaviour', (_id, ruleset) => {
    expect(checkNightBehaviour(ruleset)).toEqual([]);
  });
});
