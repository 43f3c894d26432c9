// The hypnosis applied to the night's moves before they resolve (part 2 §3.20 r.1–r.6, r.8; contract §9 note 4).
import type { GameState, Intent, Json } from '@mafia/kernel';
import { read } from '../../data';
import { living, negativeOf, seatOf } from '../../model';
import { NEGATIVE_ABILITIES } from '../../night/night-order';
import { hasStatus } from '../hacker/blocks';
import { HYPNOTIST, hypnosisOf } from '.';
import { repeatsTarget } from './repeats';
import { isCopiedMove } from '../actor/limits';

/** Host-only: the night on which each hypnotist's hypnosis acted on a killer move (r.5). */
export const HYPNOTIST_KILLERS = 'hypnotist-killers';
/** Killer moves (r.5, r.6; reading A1: any killer, negative or civilian). */
export const KILLER_MOVES = ['shoot', 'insure', 'vigilante', 'burn', 'revenge', 'devour', 'contract'];
/** Moves no hypnosis touches: those that are no visit (notes, suicides). */
const UNTOUCHED = ['note', 'suicide', 'approve-suicide', 'confirm-partner-kill', 'hypnotise'];

export interface Influence {
  hypnotist: string;
  intent: Intent;
  /** Where the move went; null: skipped (r.4, r.6, r.10). */
  to: string | null;
  killer: boolean;
  /** r.10: sent onto a target the move may not repeat: it fails, and its maker is not told. */
  repeat?: boolean;
}

const tonight = (state: GameState, i: Intent): boolean => i.phase.kind === 'night' && i.phase.number === state.clock.phase.number;

/** The role a visitor comes with (l.115 item 17, contract §3): his negative for a negative move, else his civilian role. */
export function visitingRole(state: GameState, intent: Intent): string {
  const seat = seatOf(state, intent.actor);
  const negative = negativeOf(seat);
  return negative && NEGATIVE_ABILITIES.includes(intent.ability) ? negative : seat.role;
}

/** r.3: a blocked hypnotist's hypnosis fails (an arrest by the blocker tonight, or a blocked role). */
function blocked(state: GameState, intents: readonly Intent[], seat: string): boolean {
  if (hasStatus(seatOf(state, seat), 'role-blocked')) return true;
  return intents.some((i) => i.ability === 'block' && i.options?.['mode'] === 'arrest' && i.targets.includes(seat));
}

/** r.5 (contract §9 note 4): killer moves are influenced on one night only, the first on which one was. */
const killersUsedBefore = (state: GameState, seat: string): boolean => {
  const used = ((read<Json>(state, HYPNOTIST_KILLERS) as Record<string, number> | null) ?? {})[seat];
  return used !== undefined && used < state.clock.phase.number;
};

/** Tonight's hypnoses, in the order of the hypnotists' last moves. */
export function hypnosesTonight(state: GameState, intents: readonly Intent[]): Intent[] {
  const moves = state.intents.filter((i) => i.ability === 'hypnotise' && tonight(state, i));
  return moves.filter((m, at) => !moves.slice(at + 1).some((n) => n.actor === m.actor)).filter((m) => {
    const seat = seatOf(state, m.actor);
    // Actor r.19: a copied (or conjured) hypnotist's hypnosis acts too, within his limits (applyHypnosis).
    return seat.alive && (seat.role === HYPNOTIST || isCopiedMove(m)) && !blocked(state, intents, m.actor);
  });
}

/**
 * r.1, r.2, r.4, r.6, r.8: every move aimed at a hypnotist goes to the player he named for its role
 * (or for everyone), or is skipped; an exempt role's move reaches him; r.5: killer moves only on one
 * night per game; r.6: a killer sent to himself skips his move. Returns the moves as they resolve
 * and what the hypnosis did.
 */
export function applyHypnosis(state: GameState, intents: Intent[]): { intents: Intent[]; influences: Influence[] } {
  const hypnoses = hypnosesTonight(state, intents);
  if (hypnoses.length === 0) return { intents, influences: [] };
  const influences: Influence[] = [];
  const out: Intent[] = [];
  for (const intent of intents) {
    const hyp = hypnoses.find((h) => h.actor !== intent.actor && intent.targets.includes(h.actor) && !UNTOUCHED.includes(intent.ability));
    if (!hyp) {
      out.push(intent);
      continue;
    }
    const killer = KILLER_MOVES.includes(intent.ability);
    const plan = hypnosisOf(hyp);
    const role = visitingRole(state, intent);
    if (plan.exempt.includes(role) || (killer && killersUsedBefore(state, hyp.actor))) {
      out.push(intent);
      continue;
    }
    const entry = plan.roles.find((r) => r.role === role);
    const to = entry ? (entry.skip ? null : (entry.to ?? null)) : plan.mode === 'skip' ? null : plan.to;
    if (entry === undefined && plan.mode === 'redirect' && plan.to === null) {
      out.push(intent);
      continue;
    }
    // r.6: a killer who receives his own shot skips his move (edge case 1: no suicide). Actor r.19:
    // a copied hypnotist "cannot deflect killers, but can force them to skip".
    const final = killer && (to === intent.actor || isCopiedMove(hyp)) ? null : to;
    // r.10: a redirect onto a target the role may not repeat fails silently (hypnotist/repeats.ts).
    if (final !== null && repeatsTarget(state, intent, final)) {
      influences.push({ hypnotist: hyp.actor, intent, to: null, killer, repeat: true });
      continue;
    }
    influences.push({ hypnotist: hyp.actor, intent, to: final, killer });
    if (final === null) continue;
    out.push({ ...intent, targets: intent.targets.map((t) => (t === hyp.actor ? final : t)) });
  }
  return { intents: out, influences };
}

/** The living hypnotists (their morning). */
export const hypnotists = (state: GameState) => living(state).filter((s) => s.role === HYPNOTIST);
