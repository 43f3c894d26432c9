import { describe, expect, it } from 'vitest';
import { defineRuleset, parseModifierId, RulesetDefinitionError } from '../src';
import { tinyDefinition } from '../src/testing';
import { z } from 'zod';

describe('defineRuleset validates at load time', () => {
  it('accepts a valid definition and builds the kernel runtime', () => {
    const ruleset = defineRuleset(tinyDefinition());
    expect(Object.keys(ruleset.runtime.roles)).toEqual(['citizen', 'medic', 'sheriff', 'thug']);
    expect(ruleset.runtime.factions['mafia']?.abilities?.map((a) => a.id)).toEqual(['factional-kill']);
    // Behaviour functions stay in the definition; the kernel receives data only.
    expect('night' in (ruleset.runtime.roles['medic']?.abilities[0] ?? {})).toBe(false);
  });

  it.each([
    ['an unknown night slot', { night: { resolveAt: 'act', slots: ['kill', 'investigate'], strategy: () => 'reasonable' as const } }, /unknown night slot "protect"/],
    ['an unknown resolveAt step', { night: { resolveAt: 'dusk', slots: ['protect', 'kill', 'investigate'], strategy: () => 'reasonable' as const } }, /unknown night step "dusk"/],
    ['duplicate role ids', { roles: [...tinyDefinition().roles, tinyDefinition().roles[0]!] }, /duplicate role id "citizen"/],
    ['duplicate steps', { cycle: { first: 'night' as const, day: { steps: [{ id: 'vote' }, { id: 'vote' }] }, night: { steps: [{ id: 'act' }] } } }, /duplicate day step id "vote"/],
    ['a setup outside the player bounds', { setups: [{ id: 'two', seats: [{ role: 'thug' }, { role: 'medic' }] }] }, /setup "two" has 2 seats, outside the player bounds 3–10/],
    ['a setup with an unknown role', { setups: [{ id: 'x', seats: [{ role: 'thug' }, { role: 'medic' }, { role: 'wizard' }] }] }, /unknown role "wizard"/],
    ['a setup with an unknown modifier', { setups: [{ id: 'x', seats: [{ role: 'thug' }, { role: 'medic' }, { role: 'citizen', modifiers: ['armored-2'] }] }] }, /unknown modifier "armored-2"/],
    ['a role of an unknown faction', { roles: [{ id: 'ghost', faction: 'spirits', abilities: [] }] }, /belongs to unknown faction "spirits"/],
    ['a missing English locale', { locales: { ru: {} } }, /English locale/],
    ['a non-kebab-case id', { id: 'Tiny Rules' }, /kebab-case/],
    ['a status blocking targeting that is not public (a refusal would reveal it)', { statuses: { abroad: { blocksTargeting: true } } }, /status "abroad" blocks targeting but is not public/],
    ['a day-and-night ability naming a step of neither phase', { roles: [{ id: 'cop', faction: 'town', abilities: [{ id: 'arrest', phase: 'any' as const, steps: ['dusk'], targets: { count: 1 } }] }] }, /ability "arrest" names unknown any step "dusk"/],
    ['a day-and-night ability without night behaviour', { roles: [{ id: 'cop', faction: 'town', abilities: [{ id: 'arrest', phase: 'any' as const, targets: { count: 1 } }] }] }, /night ability "arrest" has no night behaviour/],
  ])('rejects %s with a clear message', (_what, override, message) => {
    expect(() => defineRuleset(tinyDefinition(override))).toThrow(message);
  });

  it('passes statuses, one action per phase and day-and-night steps to the runtime', () => {
    const ruleset = defineRuleset(
      tinyDefinition({
        statuses: { injured: { blocksActions: { except: ['kill'] } }, arrested: { blocksTargeting: true, visibility: 'public' } },
        oneActionPerPhase: true,
        roles: [
          ...tinyDefinition().roles,
          // A step of either phase is fine for `any`; an action on death needs no night behaviour.
          { id: 'cop', faction: 'town', abilities: [{ id: 'patrol', phase: 'any', steps: ['vote', 'act'], targets: { count: 0 }, onDeath: { kind: 'armed' } }] },
        ],
      }),
    );
    expect(ruleset.runtime.statuses).toEqual({ injured: { blocksActions: { except: ['kill'] } }, arrested: { blocksTargeting: true, visibility: 'public' } });
    expect(ruleset.runtime.oneActionPerPhase).toBe(true);
    expect(defineRuleset(tinyDefinition()).runtime.statuses).toBeUndefined();
  });

  it('lists every problem at once', () => {
    try {
      defineRuleset(tinyDefinition({ id: 'Bad', setups: [{ id: 'x', seats: [{ role: 'nobody' }] }] }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesetDefinitionError);
      expect((error as Error).message).toMatch(/kebab-case[\s\S]*outside the player bounds[\s\S]*unknown role "nobody"/);
    }
  });

  it.each([
    ['bulletproof-2', { id: 'bulletproof', uses: 2 }],
    ['strong-willed', { id: 'strong-willed' }],
    ['insane', { id: 'insane' }],
  ])('reads the modifier %s', (text, parsed) => {
    expect(parseModifierId(text)).toEqual(parsed);
  });
});

describe('step lengths are bounded (issue #13)', () => {
  const timed = (): ReturnType<typeof tinyDefinition> => {
    const base = tinyDefinition();
    return {
      ...base,
      settings: z.object({ dayLength: z.number().int().positive().default(3_600_000) }) as unknown as typeof base.settings,
      cycle: { ...base.cycle, day: { steps: [{ id: 'vote', duration: 'dayLength' }] } },
    };
  };

  it('refuses a duration setting over 30 days even when the ruleset schema allows it', () => {
    const ruleset = defineRuleset(timed());
    expect(ruleset.parseSettings({ dayLength: 30 * 86_400_000 })).toEqual({ ok: true, settings: { dayLength: 30 * 86_400_000 } });
    for (const dayLength of [2 ** 53 - 1, 30 * 86_400_000 + 1]) {
      expect(ruleset.parseSettings({ dayLength })).toEqual({
        ok: false,
        rejection: { code: 'invalid-settings', params: { path: 'dayLength', problem: 'duration_out_of_range' } },
      });
    }
  });

  it('refuses a definition whose fixed step duration is out of bounds', () => {
    const base = tinyDefinition();
    const definition = { ...base, cycle: { ...base.cycle, night: { steps: [{ id: 'act', duration: 31 * 86_400_000 }] } } };
    expect(() => defineRuleset(definition)).toThrow(/step "act" duration must be whole ms from 0 to 30 days/);
  });
});
