/**
 * Test helpers for rulesets and for the packages that run them (`@mafia/ruleset-kit/testing`; never
 * imported by a ruleset's source). One tiny ruleset for the kit's tests, and the poll steps every
 * test ruleset repeats: a poll of the living, closed with its chosen seats eliminated (review
 * 2026-11 D2/D3/D4/D7). The kernel keeps its own hand-written runtime: it may not import the kit.
 */
import { openPoll, tallyPoll, type HookContext, type JsonObject, type PollOutcome, type PollSlot, type TallySpec } from '@mafia/kernel';
import { z } from 'zod';
import { investigate, kill, protect } from './abilities';
import { defineRole, defineRuleset } from './define';
import { bulletproof } from './modifiers';
import type { RulesetDefinition } from './types';

/** Opens a poll whose voters and options are the living seats (one `main` slot, live visibility). */
export function openLivingPoll(ctx: HookContext, spec: { id: string; tally: TallySpec; slot?: Omit<PollSlot, 'id'> }): void {
  const living = ctx.state.seats.filter((s) => s.alive && !s.removed);
  ctx.emit({
    type: 'poll-opened',
    poll: openPoll({
      id: spec.id,
      voters: living.map((s) => ({ seat: s.id })),
      options: living.map((s) => ({ id: s.id, seat: s.id })),
      slots: [{ id: 'main', ...spec.slot }],
      visibility: 'live',
      tally: spec.tally,
    }),
  });
}

/** Closes an open poll and eliminates the seats it chose (`lynched`; "no elimination" is none); null when it is not open. */
export function closeAndEliminate(ctx: HookContext, id: string): PollOutcome | null {
  const poll = ctx.state.polls.find((p) => p.spec.id === id);
  if (!poll || poll.status !== 'open') return null;
  const { outcome } = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: id, outcome });
  const chosen = outcome.kind === 'selected' ? outcome.options.filter((o) => o !== 'none') : [];
  for (const seat of chosen) ctx.eliminate(seat, 'lynched');
  return outcome;
}

/** A role's texts for a test locale: its name everywhere. */
export const roleText = (name: string) => ({ name, summary: name, pm: name });

/** A minimal ruleset definition for the kit's tests: four roles, a majority lynch, a one-step night. */
export function tinyDefinition(overrides: Partial<RulesetDefinition<JsonObject>> = {}): RulesetDefinition<JsonObject> {
  const locale = {
    name: 'Tiny',
    factions: { town: { name: 'Town' }, mafia: { name: 'Mafia' } },
    roles: { citizen: roleText('Citizen'), medic: roleText('Medic'), sheriff: roleText('Sheriff'), thug: roleText('Thug') },
    notices: { lynched: 'Lynched: {{seats}}' },
    polls: { lynch: 'Lynch' },
    description: 'The kit test ruleset',
    abilities: { protect: { name: 'Protect' }, investigate: { name: 'Investigate' }, 'factional-kill': { name: 'Kill' } },
    steps: { vote: 'Vote', act: 'Night actions' },
    setups: { five: { name: 'Five players' } },
    modifiers: { bulletproof: { name: 'Bulletproof' } },
    settings: { hostReview: { name: 'Host review' } },
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
        if (ctx.state.clock.phase.kind === 'day') openLivingPoll(ctx, { id: 'lynch', tally: { kind: 'majority' } });
      },
      stepEnding(ctx) {
        const outcome = closeAndEliminate(ctx, 'lynch');
        if (outcome) ctx.notify({ to: 'public' }, 'notices.lynched', { seats: outcome.kind === 'selected' ? outcome.options : [] });
      },
    },
    setups: [{ id: 'five', seats: [{ role: 'thug' }, { role: 'medic' }, { role: 'sheriff' }, { role: 'citizen' }, { role: 'citizen', modifiers: ['bulletproof-1'] }] }],
    // Russian declares each poll noun's gender (packages/i18n grammar.ts): "голосование" is neuter.
    locales: { en: locale, ru: { ...locale, grammar: { polls: { lynch: 'neuter' } } } },
    ...overrides,
  };
}

export const tiny = defineRuleset(tinyDefinition());
