// The Witch and the killers (part 2 §3.29 r.5, r.6, edge cases 2, 3; part 3 N-WITCH.1, FW.1).
import type { GameState, Intent } from '@mafia/kernel';
import { RED, seatOf, sideOf } from '../../model';
import { hasStatus } from '../hacker/blocks';
import { KILLER_MOVES } from '../hypnotist/hypnotise';

const WITCH = 'witch';

/** What the swap did to one killer move: sent on to the other swapped player (r.5) or cancelled (r.6). */
export interface WitchOnKiller {
  witch: string;
  intent: Intent;
  kind: 'redirected' | 'cancelled';
  /** r.5: the player the shot now goes to; r.6: the saved victim, who still counts as attacked. */
  victim: string;
}

const tonight = (state: GameState, i: Intent): boolean => i.phase.kind === 'night' && i.phase.number === state.clock.phase.number;

/**
 * r.10: a swap that fails before the night resolves does not touch the killers: an arrest by the
 * blocker, a blocked role, or the Prostitute's or the Geisha's take of her (read from the moves sent).
 */
function swapFails(state: GameState, intents: readonly Intent[], seat: string): boolean {
  if (hasStatus(seatOf(state, seat), 'role-blocked')) return true;
  return intents.some(
    (i) => i.targets.includes(seat) && ((i.ability === 'block' && i.options?.['mode'] === 'arrest') || i.ability === 'take' || i.ability === 'entertain'),
  );
}

/** Tonight's swaps that will run (the last one each living witch sent). */
function swapsTonight(state: GameState, intents: readonly Intent[]): Intent[] {
  const swaps = intents.filter((i) => i.ability === 'swap' && tonight(state, i));
  return swaps.filter((s, at) => !swaps.slice(at + 1).some((n) => n.actor === s.actor)).filter((s) => {
    const seat = seatOf(state, s.actor);
    return seat.alive && seat.role === WITCH && s.targets.length === 2 && !swapFails(state, intents, s.actor);
  });
}

/**
 * r.5: the two players are of different teams and one of them aims a killer move at the witch: the
 * shot goes to the other swapped player. r.6: one of them aims a killer move at the other: the shot
 * is cancelled, the victim still counts as attacked (edge case 2); N-WITCH.1, FW.1: not when the
 * witch is a black or the Faceless (any holder not red). Applied before the night resolves, as the
 * hypnosis is: the swap is cast "at the end of the night", but it decides where these shots land.
 */
export function witchOnKillers(state: GameState, intents: readonly Intent[]): WitchOnKiller[] {
  const out: WitchOnKiller[] = [];
  for (const swap of swapsTonight(state, intents)) {
    const [a, b] = swap.targets as [string, string];
    const differentTeams = seatOf(state, a).faction !== seatOf(state, b).faction;
    const redWitch = seatOf(state, swap.actor).faction === RED;
    for (const intent of intents) {
      if (!KILLER_MOVES.includes(intent.ability) || (intent.actor !== a && intent.actor !== b)) continue;
      const other = intent.actor === a ? b : a;
      if (redWitch && intent.targets.includes(other)) out.push({ witch: swap.actor, intent, kind: 'cancelled', victim: other });
      else if (differentTeams && intent.targets.includes(swap.actor)) out.push({ witch: swap.actor, intent, kind: 'redirected', victim: other });
    }
  }
  return out;
}

/** The night's moves as they resolve after r.5 and r.6. */
export function applyWitchToKillers(state: GameState, intents: Intent[]): Intent[] {
  const effects = witchOnKillers(state, intents);
  if (effects.length === 0) return intents;
  const out: Intent[] = [];
  for (const intent of intents) {
    const effect = effects.find((e) => e.intent === intent);
    if (!effect) out.push(intent);
    else if (effect.kind === 'redirected') out.push({ ...intent, targets: intent.targets.map((t) => (t === effect.witch ? effect.victim : t)) });
  }
  // r.6 with PAR-4 (as N-BG.5 reads it): the partner's insurance into the same victim goes with the cancelled shot.
  const cancelled = effects.filter((e) => e.kind === 'cancelled' && e.intent.ability === 'shoot');
  return out.filter((i) => {
    if (i.ability !== 'insure') return true;
    const side = sideOf(seatOf(state, i.actor));
    return !cancelled.some((e) => side !== null && sideOf(seatOf(state, e.intent.actor)) === side && i.targets.includes(e.victim));
  });
}
