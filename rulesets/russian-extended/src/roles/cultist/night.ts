// The Cultist's night: the devour and the heal (part 2 §3.26 r.3–r.11; contract §6, §9 note 4 "Cultist A1, A5, A6, r.7").
import { FACELESS_SELF_SHOT } from '../faceless/self-shot';
import { toSeat, type GameState, type HookContext, type Intent, type Json, type Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, traceEffect } from '@mafia/ruleset-kit';
import { write } from '../../data';
import { seatOf } from '../../model';
import type { NightLog } from '../../night/book';
import { attack, runsAfterKillers } from '../../night/kills';
import { poisonCured } from '../poisoner';
import { brokePoisoning } from './poison';
import { CULTIST, CULTS, cultsOf, transformed, type Cult } from './state';

/** cultist r.6, r.9: the full price of a heal: another player 1, himself 2, a repeated self-heal 3. */
export function healPrice(state: GameState, intent: Intent): number {
  if (intent.targets[0] !== intent.actor) return 1;
  const cult = cultsOf(state).find((c) => c.seat === intent.actor);
  return cult?.selfHealNight === state.clock.phase.number - 1 ? 3 : 2;
}

const held = (state: GameState, seat: string): number => cultsOf(state).find((c) => c.seat === seat)?.souls ?? 0;

/** cultist r.3, r.4 (reading A3): after his transformation one devour that kills; a failed one may be tried again. */
function validateDevour(state: GameState, intent: Intent): Rejection | null {
  if (!transformed(state, intent.actor)) return { code: 'not-transformed' };
  return cultsOf(state).find((c) => c.seat === intent.actor)?.devoured === true ? { code: 'devour-used' } : null;
}

/** cultist r.3: he devours a chosen player's soul: a civilian killer, second after the fanatic (K.4). */
export const devour = defineAbility<NightLog>({
  id: 'devour',
  phase: 'night',
  // FX.2: the Faceless holding this role may shoot himself (roles/faceless/self-shot.ts).
  targets: { count: 1, self: 'forbidden', selfIf: { provider: FACELESS_SELF_SHOT } },
  validate: validateDevour,
  night: {
    slot: 'civilian-kills',
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'kill', target, tag: CULTIST })),
    handle: (args) => {
      // MOV-10: attacked and survived, his kill (later than the negative killers') is skipped.
      if (!runsAfterKillers(args)) return;
      const { night, book, intent } = args;
      for (const target of intent.targets) {
        traceEffect(night, 'devour', night.route(target), { rule: 'cultist r.3' });
        attack(night, book, { action: night.action.id, actor: intent.actor, side: 'mafia', via: 'vigilante', tag: CULTIST }, target);
      }
    },
  },
});

/**
 * cultist r.6, r.9–r.11, K.8: a heal paid with souls, at the doctor's point of the night, after him;
 * one target, himself allowed; refused unless he holds the full price (contract §9 note 4).
 */
export const cultHeal = defineAbility<NightLog>({
  id: 'cult-heal',
  phase: 'night',
  targets: { count: 1, self: 'allowed' },
  validate: (state, intent) => (held(state, intent.actor) < healPrice(state, intent) ? { code: 'not-enough-souls' } : null),
  night: {
    slot: 'cult-heal',
    components: (intent) => intent.targets.flatMap((target): Component[] => [{ kind: 'protect', target }, { kind: 'visit', target }]),
    handle({ night, book, intent }) {
      book.ran.add(night.action.id);
      night.runDefault();
      for (const target of intent.targets) traceEffect(night, 'cult-heal', night.route(target), { rule: 'cultist r.6' });
    },
  },
});

/**
 * The Cultist's morning:
 * - cultist r.6, r.7, r.11: the heal's result by PM, `cult-heal {target, outcome, souls}`: a target
 *   attacked tonight costs the full price (`hit`), otherwise one soul less (`miss`);
 * - r.3, r.4: a devour that killed spends the right to kill (own team or not).
 */
export function cultistMorning(ctx: HookContext, log: NightLog, died: readonly string[]): void {
  const cults = cultsOf(ctx.state);
  let changed = false;
  for (const cult of cults) {
    const seat = seatOf(log.state, cult.seat);
    if (!seat.alive || seat.role !== CULTIST) continue;
    const heal = log.intents.find((i) => i.ability === 'cult-heal' && i.actor === cult.seat);
    const target = heal?.targets[0];
    if (heal && target !== undefined && log.ran.has(heal.id) && !died.includes(cult.seat)) {
      // r.7 "did not need healing": not attacked; r.8 (reading Cultist A7): a poisoning it broke, or
      // the poison's death night it cured, needed it: the full price. r.11 with BLK-12: a suicide it
      // saved needed it too (the doctor's hit, roles/doctor).
      // K.8 (l.115 item 5): "the doctor's move is counted first if it overlaps with the cultist's
      // healing": the doctor's heal of the same player saved him, so this one was not needed.
      const doctorFirst = log.intents.some((i) => i.ability === 'heal' && log.ran.has(i.id) && i.targets.includes(target));
      const hit = !doctorFirst && (log.attackers.has(target) || log.suicides.get(target) === 'saved' || brokePoisoning(log, target) || poisonCured(log, target));
      const price = healPrice(log.state, heal) - (hit ? 0 : 1);
      const next: Cult = { ...cult, souls: Math.max(0, cult.souls - price), ...(target === cult.seat ? { selfHealNight: log.night } : {}) };
      cults.splice(cults.indexOf(cult), 1, next);
      changed = true;
      ctx.notify(toSeat(cult.seat), 'pm.cult-heal', { target, outcome: hit ? 'hit' : 'miss', souls: next.souls }, { kind: 'cult-heal', target, outcome: hit ? 'hit' : 'miss', souls: next.souls });
    }
    const victims = log.shots.filter((s) => s.actor === cult.seat && s.tag === CULTIST && died.includes(s.target)).map((s) => s.target);
    if (victims.length > 0) {
      const current = cults.find((c) => c.seat === cult.seat) as Cult;
      // r.4, edge case 4: one of his own team devoured: a spare life like the Immortal's (cultist/life.ts).
      const ownTeam = victims.some((v) => seatOf(log.state, v).faction === seat.faction);
      cults.splice(cults.indexOf(current), 1, { ...current, devoured: true, ...(ownTeam && current.spareLife === undefined ? { spareLife: 'unspent' as const } : {}) });
      changed = true;
    }
  }
  if (changed) write(ctx, CULTS, cults as unknown as Json);
}
