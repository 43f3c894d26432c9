import { openPoll, tallyPoll, type JsonObject } from '@mafia/kernel';
import { z } from 'zod';
import { bulletproof, defineRole, defineRuleset, investigate, kill, protect, type RulesetDefinition } from '../src';

/** A minimal ruleset definition for kit tests (the kit cannot import rulesets/sandbox). */
export function tinyDefinition(overrides: Partial<RulesetDefinition<JsonObject>> = {}): RulesetDefinition<JsonObject> {
  const text = (name: string) => ({ name, summary: name, pm: name });
  const locale = {
    name: 'Tiny',
    factions: { town: { name: 'Town' }, mafia: { name: 'Mafia' } },
    roles: { citizen: text('Citizen'), medic: text('Medic'), sheriff: text('Sheriff'), thug: text('Thug') },
    notices: { lynched: 'Lynched: {{seats}}' },
    polls: { lynch: 'Lynch' },
  };
  return {
    id: 'tiny',
    settings: z.object({ hostReview: z.boolean().default(false) }) as unknown as z.ZodType<JsonObject>,
    players: { min: 3, max: 10 },
    factions: [
      { id: 'town', knowsMembers: false, chat: false },
      { id: 'mafia', knowsMembers: true, chat: true, abilities: [kill({ id: 'factional-kill', factional: true })] },
    ],
    roles: [
      defineRole({ id: 'citizen', faction: 'town', abilities: [] }),
      defineRole({ id: 'medic', faction: 'town', abilities: [protect()] }),
      defineRole({
        id: 'sheriff',
        faction: 'town',
        abilities: [investigate({ result: (_s, _a, target) => ({ kind: 'investigation', target: target.id, value: target.faction }) })],
      }),
      defineRole({ id: 'thug', faction: 'mafia', abilities: [] }),
    ],
    modifiers: [bulletproof],
    cycle: { first: 'night', day: { steps: [{ id: 'vote' }] }, night: { steps: [{ id: 'act' }] } },
    night: { resolveAt: 'act', slots: ['protect', 'kill', 'investigate'], strategy: () => 'reasonable' },
    hooks: {
      stepStarted(ctx) {
        if (ctx.state.clock.phase.kind !== 'day') return;
        const living = ctx.state.seats.filter((s) => s.alive);
        ctx.emit({
          type: 'poll-opened',
          poll: openPoll({
            id: 'lynch',
            voters: living.map((s) => ({ seat: s.id })),
            options: living.map((s) => ({ id: s.id, seat: s.id })),
            slots: [{ id: 'main' }],
            visibility: 'live',
            tally: { kind: 'majority' },
          }),
        });
      },
      stepEnding(ctx) {
        const poll = ctx.state.polls.find((p) => p.spec.id === 'lynch');
        if (!poll) return;
        const { outcome } = tallyPoll(poll);
        ctx.emit({ type: 'poll-closed', poll: 'lynch', outcome });
        const chosen = outcome.kind === 'selected' ? outcome.options : [];
        for (const seat of chosen) ctx.eliminate(seat, 'lynched');
        ctx.notify({ to: 'public' }, 'notices.lynched', { seats: chosen });
      },
    },
    setups: [{ id: 'five', seats: [{ role: 'thug' }, { role: 'medic' }, { role: 'sheriff' }, { role: 'citizen' }, { role: 'citizen', modifiers: ['bulletproof-1'] }] }],
    locales: { en: locale, ru: locale },
    ...overrides,
  };
}

export const tiny = defineRuleset(tinyDefinition());
