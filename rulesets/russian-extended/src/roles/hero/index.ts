// The hero (part 2 §3.18, l.35): once per game he stands up for the player being lynched.
import type { GameState, HookContext, Intent, Json, Rejection } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, GREY, living, RED, seatOf } from '../../model';
import { takeAlongNow } from '../fanatic/deathbed';
import { validateFacelessHeroicDeath } from './faceless';
import { LYNCH_STEPS } from '../../day/lynch-steps';
import { afterBlackSave, blackHeroSaves, type Save } from './black';
import { heroPredecessors } from './heir';
import { swapsOf } from '../witch/swaps';

/** Host-only: each hero's spent save, by seat, with the team of the player he stood up for. */
export const HERO_SAVES = 'hero-saves';
type Saves = Record<string, Save>;
export const saves = (state: GameState): Saves => (read<Json>(state, HERO_SAVES) as Saves | null) ?? {};

/** Hero r.12: a single vote barrier at votes. */
export const HERO_BARRIER = 1;

/**
 * Hero r.1, r.5 (contract §2: "at-vote", read when the step closes): at the lynch or its revote,
 * the player to defend if he is lynched; r.9: not himself (`self-target-forbidden`); r.10: never at
 * a witch hunt (the ability's steps: `wrong-step`); r.1: once per game (`save-used`).
 */
export const defend = defineAbility({
  id: 'defend',
  phase: 'day',
  steps: LYNCH_STEPS,
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateDefend(state, intent),
});

/**
 * Hero r.11 (a deathbed move, contract §2): a red hero who saved a red, lynched himself, takes one
 * of the players who voted against him; that player counts as lynched with him.
 */
export const heroicDeath = defineAbility({
  id: 'heroic-death',
  phase: 'day',
  steps: LYNCH_STEPS,
  // FH.2: the Faceless's heroic suicide names nobody (hero/faceless.ts).
  targets: { count: 1, min: 0, self: 'forbidden' },
  validate: (state, intent) => {
    const faceless = validateFacelessHeroicDeath(state, intent);
    if (faceless !== undefined) return faceless;
    return mayDieHeroically(state, intent.actor) ? null : { code: 'no-heroic-death' };
  },
});

/** The hero (hero r.1–r.12). */
export const hero = defineRole({ id: 'hero', faction: RED, abilities: [defend, heroicDeath] });

/** Hero r.11: "if a red Hero successfully saved a red player". */
const mayDieHeroically = (state: GameState, seat: string): boolean =>
  seatOf(state, seat).faction === RED && saves(state)[seat]?.team === RED;

/**
 * Hero r.11 after a vote's result: a hero eliminated by it who sent `heroic-death` takes the named
 * player along if that player's ballot in this poll named the hero (reading Hero A4: any ballot on
 * him, whatever it weighed); otherwise the move lapses silently (contract §2). Returns the taken.
 */
export function heroicDeaths(ctx: HookContext, lynched: readonly string[], ballots: ReadonlyArray<{ voter: string; targets: readonly string[] }>): string[] {
  const taken: string[] = [];
  const step = ctx.state.clock.step;
  const moves = ctx.state.intents.filter((i) => i.ability === 'heroic-death' && i.step === step && lynched.includes(i.actor));
  // One player taken along: the last move a hero sent in the step counts.
  for (const intent of moves.filter((m, at) => !moves.slice(at + 1).some((n) => n.actor === m.actor))) {
    const seat = intent.targets[0] as string;
    if (!mayDieHeroically(ctx.state, intent.actor) || !seatOf(ctx.state, seat).alive) continue;
    if (!ballots.some((b) => b.voter === seat && b.targets.includes(intent.actor))) continue;
    ctx.eliminate(seat, 'lynched');
    ctx.notify(toPublic, 'day.taken-along', { by: intent.actor, seat });
    taken.push(seat);
  }
  return taken;
}

/**
 * Hero r.1 with r.13 and ACT-7 (reading Hero A2): the once-per-game save belongs to the role. An
 * active citizen who took the Hero role over plays "as if he had played this role from the start"
 * (ACT-7), so a save his predecessor spent is spent for him too; r.13 tells him nothing of it, and
 * his own `defend` is refused `save-used`. The predecessors are read from the takeover PMs.
 */
function saveSpent(state: GameState, seat: string, seen: readonly string[] = []): boolean {
  if (saves(state)[seat]) return true;
  const from = [...heroPredecessors(state, seat), ...swappedHeroHolders(state, seat)].filter((f) => !seen.includes(f) && f !== seat);
  return from.some((f) => saveSpent(state, f, [...seen, seat]));
}

/**
 * Witch r.2–r.4, r.7 (reading Hero A4): a witch's illusion swaps the civilian roles and "the role
 * keeps its history" (r.4: the new owner's moves are limited as the role's are), so the Hero role's
 * one save goes with it: the other seat of every swap that moved the Hero role to or from `seat`
 * held the same role, and a save he spent as the Hero is spent for `seat` too (and back again).
 */
function swappedHeroHolders(state: GameState, seat: string): string[] {
  return swapsOf(state)
    .filter((swap) => swap.roles.includes('hero') && swap.seats.includes(seat))
    .map((swap) => (swap.seats[0] === seat ? swap.seats[1] : swap.seats[0]));
}

function validateDefend(state: GameState, intent: Intent): Rejection | null {
  if (saveSpent(state, intent.actor)) return { code: 'save-used' };
  // Hero r.8: not the terrorist who activated the detonator, nor the player he named with it.
  const target = intent.targets[0];
  const detonation = state.intents.some((i) => (i.ability === 'detonator' && i.actor === target) || (i.ability === 'detonate' && i.targets.includes(target ?? '')));
  return detonation ? { code: 'cannot-defend' } : null;
}

/** The defence a living hero sent in this step, if any (the last one counts: an at-vote move is read at the close). */
const defenceNow = (state: GameState): Intent | undefined =>
  [...state.intents].reverse().find((i) => i.ability === 'defend' && i.step === state.clock.step && living(state).some((s) => s.id === i.actor && s.role === 'hero') && !saveSpent(state, i.actor));

/**
 * Hero r.2–r.4, r.6, r.7 when the lynch or its revote is decided: if the player he defends is among
 * the lynched (r.6: in a double lynch he picks one of them), his save is spent and
 * - a red is saved: his lynch is cancelled and the host names him (`day.hero-saved`, r.7);
 * - a black: the hero is lynched with him (r.3);
 * - the Faceless: he dies alone (r.4).
 * A defence of a player who is not lynched lapses and spends nothing (contract §6: "the player to
 * defend if he is lynched"). Returns the seats the vote eliminates.
 */
export function heroDefends(ctx: HookContext, lynched: string[]): string[] {
  const intent = defenceNow(ctx.state);
  const target = intent?.targets[0];
  if (!intent || target === undefined || !lynched.includes(target)) return lynched;
  // T.7, hero r.9: defending a fanatic who uses his deathbed take-along, the hero skips (nothing spent).
  if (takeAlongNow(ctx.state, target) !== null) return lynched;
  const team = seatOf(ctx.state, target).faction;
  write(ctx, HERO_SAVES, { ...saves(ctx.state), [intent.actor]: { seat: target, team, day: ctx.state.clock.phase.number } });
  const heroSeat = seatOf(ctx.state, intent.actor);
  // FH.1 (part 3 §2.7, l.73): a hero held by the Faceless may save any player.
  const savesAnyone = heroSeat.faction === GREY;
  // N-HR.1: a black hero saves reds and blacks equally.
  if (team === RED || savesAnyone || blackHeroSaves(heroSeat, team)) {
    ctx.notify(toPublic, 'day.hero-saved', { seat: target });
    afterBlackSave(ctx, heroSeat, seatOf(ctx.state, target));
    return lynched.filter((s) => s !== target);
  }
  if (team === BLACK) return lynched.includes(intent.actor) ? lynched : [...lynched, intent.actor];
  return lynched;
}

/** The living heroes, for their barrier (hero r.12). */
export const heroes = (state: GameState) => living(state).filter((s) => s.role === 'hero');
