// The Witch (part 2 §3.29, l.46; contract §6 `swap`, `fix-swap`, `death-swap`).
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { RED } from '../../model';
import { roleState, type NightLog } from '../../night/book';
import { companiesOf } from '../geisha/company';
import { visitsOf } from '../prostitute/visit';
import { swapsOf } from './swaps';
import { witchOnKillers } from './killers';
import { LYNCH_STEPS } from '../../day/lynch-steps';

export const WITCH = 'witch';

/** Tonight's accepted swap of each witch whose move ran (read at the morning). */
export const castsOf = (log: NightLog): Intent[] => roleState<Intent[]>(log, WITCH, () => []);

/** r.10: taken by the prostitute or the geisha, her move fails (a block: the kit never runs it). */
const isClient = (log: NightLog, seat: string): boolean => visitsOf(log).some((v) => v.client === seat) || companiesOf(log).some((c) => c.client === seat);

/**
 * r.2, r.11, r.14: at the end of each night she swaps the civilian roles of two players, never
 * herself, for a game-day. She stays at home (no visit: trackers never see her move). Her slot is
 * the last of the night ("at the end of the night"); the roles change owners in the morning.
 */
export const swap = defineAbility<NightLog>({
  id: 'swap',
  phase: 'night',
  targets: { count: 2, self: 'forbidden' },
  night: {
    slot: 'witch',
    components: () => [],
    handle({ night, book, intent }) {
      if (isClient(book, intent.actor)) {
        traceEffect(night, 'swap-failed', intent.actor, { rule: 'witch r.10' });
        return;
      }
      book.ran.add(night.action.id);
      castsOf(book).push(intent);
      for (const target of intent.targets) traceEffect(night, 'swap', target, { rule: 'witch r.2' });
      // r.5, r.6 (applied before the night resolved, night/settle.ts): what the swap did to the killers.
      const sent = book.state.intents.filter((i) => i.phase.kind === 'night' && i.phase.number === book.night);
      for (const effect of witchOnKillers(book.state, sent).filter((e) => e.witch === intent.actor)) {
        if (effect.kind === 'redirected') {
          traceEffect(night, 'shot-redirected', effect.victim, { rule: 'witch r.5', killer: effect.intent.actor });
          continue;
        }
        // Edge case 2: the saved victim still counts as attacked (his `pm.attempt`, the doctor's hit).
        book.attackers.set(effect.victim, [...(book.attackers.get(effect.victim) ?? []), effect.intent.actor]);
        traceEffect(night, 'shot-cancelled', effect.victim, { rule: 'witch r.6', killer: effect.intent.actor });
      }
    },
  },
});

/** r.9: the witch's swap made last night, still in force and not fixed. */
export function openSwapOf(state: GameState, witch: string): boolean {
  const day = state.clock.phase.number;
  return swapsOf(state).some((s) => s.witch === witch && s.night === day - 1 && !s.fixed && !s.ended);
}

/** r.9, T.18: at the end of a day she may fix her swap: no swap back that night. */
export const fixSwap = defineAbility({
  id: 'fix-swap',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 0 },
  validate: (state, intent): Rejection | null => (openSwapOf(state, intent.actor) ? null : { code: 'no-swap' }),
});

/** r.13, T.6: lynched, before dying she swaps a living player's role with a dead player's, fixed at once. */
export const deathSwap = defineAbility({
  id: 'death-swap',
  phase: 'day',
  steps: LYNCH_STEPS,
  targets: { count: 2, self: 'forbidden', dead: true },
  validate: (state, intent): Rejection | null => {
    const [living, dead] = intent.targets.map((t) => state.seats.find((s) => s.id === t));
    return living?.alive === true && dead !== undefined && !dead.alive ? null : { code: 'invalid-option', params: { option: 'targets' } };
  },
});

/** The Witch (witch r.1–r.14). */
export const witch = defineRole({ id: WITCH, faction: RED, abilities: [swap, fixSwap, deathSwap] });
