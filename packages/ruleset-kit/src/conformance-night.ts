// Two conformance rules that keep the kit the only road through the night (review 2026-11 §8.1):
// every night with intents leaves a trace (the host's night review is never empty by accident),
// and every night ability has night behaviour (no ruleset resolves abilities behind the kit's back).
import { usableInPhase, type Notice } from '@mafia/kernel';
import type { ConformanceFailure, PlayedGame } from './conformance';
import { NIGHT_TRACE } from './night-tail';
import type { AbilityDefinition, Ruleset } from './types';

/**
 * Every night ability of every role and faction has night behaviour: components (RAR or ordered)
 * or a handler (the kit's ordered night). Passives and actions on death are the exceptions: a
 * passive acts through `passiveComponents`, an action on death through the kernel's last actions.
 */
export function checkNightBehaviour(ruleset: Ruleset): ConformanceFailure[] {
  const { roles, factions } = ruleset.definition;
  const owned: Array<[string, AbilityDefinition]> = [
    ...roles.flatMap((r) => r.abilities.map((a): [string, AbilityDefinition] => [`role "${r.id}"`, a])),
    ...factions.flatMap((f) => (f.abilities ?? []).map((a): [string, AbilityDefinition] => [`faction "${f.id}"`, a])),
  ];
  const failures: ConformanceFailure[] = [];
  for (const [owner, ability] of owned) {
    if (!usableInPhase(ability, 'night') || ability.passive || ability.onDeath) continue;
    if (ability.night?.components || ability.night?.handle) continue;
    failures.push({ check: 'night', detail: `${ruleset.id}: ${owner}: night ability "${ability.id}" has no night behaviour (night.components or night.handle)` });
  }
  return failures;
}

const nightKey = (n: number): string => `night ${n}`;

/**
 * Every night that had intents and was resolved sent the host its trace (`notices.night-trace`, a
 * list), directly or inside a resolution held for review.
 */
export function checkNightTraces(ruleset: Ruleset, game: PlayedGame): ConformanceFailure[] {
  const withIntents = new Set<string>();
  const resolved = new Set<string>();
  const traced = new Set<string>();
  const seeTrace = (notice: Omit<Notice, 'id'>): void => {
    if (notice.key === NIGHT_TRACE && Array.isArray(notice.params['trace'])) traced.add(nightKey(notice.phase.number));
  };
  for (const event of game.events) {
    if (event.type === 'intent-submitted' && event.intent.phase.kind === 'night') withIntents.add(nightKey(event.intent.phase.number));
    // A ruleset without a kit night definition resolves its nights itself: held to the same rule.
    const resolveAt = ruleset.definition.night?.resolveAt;
    if (event.type === 'step-ended' && event.phase.kind === 'night' && (resolveAt === undefined || event.step === resolveAt)) resolved.add(nightKey(event.phase.number));
    if (event.type === 'notice-sent') seeTrace(event.notice);
    if (event.type === 'resolution-pending' && event.pending.phase.kind === 'night') {
      resolved.add(nightKey(event.pending.phase.number));
      for (const held of event.pending.events) if (held.type === 'notice-sent') seeTrace(held.notice);
    }
  }
  return [...withIntents]
    .filter((night) => resolved.has(night) && !traced.has(night))
    .map((night) => ({ check: 'night' as const, detail: `${game.name}: ${night} had intents but left no trace (${NIGHT_TRACE})` }));
}
