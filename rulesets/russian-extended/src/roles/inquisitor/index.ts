import { FACELESS_SELF_SHOT } from '../faceless/self-shot';
import type { GameState, HookContext, Intent, Json, Rejection } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { KEYS, read, write } from '../../data';
import { isBlack, RED, seatOf, trueColour } from '../../model';
import { diedTonight, type NightLog } from '../../night/book';
import { civilianShot } from '../../night/kills';
import { verify } from '../commissar';
import { ownChecks, privateCheck } from '../lawyer/private-check';
import { BURNS, burns, type Burn } from './burns';
import { LYNCH_STEPS } from '../../day/lynch-steps';

/** INQ-1, INQ-2: a check like the commissar's, all information private. */
export const inquisitorCheck = privateCheck('inquisitor');

/**
 * INQ-3: the night after a black check he may burn that player. A kill of a civilian role: after the
 * negative killers (K.3, K.4, Context L120), a negative move for the blocker (BLO-6).
 */
export const burn = defineAbility<NightLog>({
  id: 'burn',
  phase: 'night',
  // FX.2: the Faceless holding this role may shoot himself (roles/faceless/self-shot.ts).
  targets: { count: 1, self: 'forbidden', selfIf: { provider: FACELESS_SELF_SHOT } },
  validate: (state, intent) => validateBurn(state, intent),
  night: {
    slot: 'civilian-kills',
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'kill', target, tag: 'inquisitor' })),
    // Like the investigator's shot (INV-5), lost to MOV-10 when he was attacked and survived.
    handle: civilianShot,
    // N-INQ.2, N-INQ.4 read the burns that killed.
    morning({ ctx, book, resolution }) {
      const died = new Set(diedTonight(resolution));
      const added: Burn[] = book.intents
        .filter((i) => i.ability === 'burn' && book.ran.has(i.id) && died.has(i.targets[0] as string))
        .map((i) => ({ night: book.night, inquisitor: i.actor, target: i.targets[0] as string, team: seatOf(book.state, i.targets[0] as string).faction }));
      if (added.length > 0) write(ctx, BURNS, [...burns(book.state), ...added] as unknown as Json);
    },
  },
});

/**
 * INQ-4, T.6: lynched, he may first kill the player whose black check he verified (a deathbed move:
 * it lapses unless he dies by that vote). N-INQ.2: a black inquisitor who burned a true black
 * executes any player.
 */
export const execute = defineAbility({
  id: 'execute',
  phase: 'day',
  steps: LYNCH_STEPS,
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateExecute(state, intent),
});

/** The inquisitor (L29, INQ-1..INQ-5). */
export const inquisitor = defineRole({ id: 'inquisitor', faction: RED, abilities: [inquisitorCheck, verify, burn, execute] });

/**
 * INQ-3 (reading INQ A2 ★): only the night right after the black check. N-INQ.3: a black
 * inquisitor burns through a genuine black check the next night, through a red or a false black
 * check a night later (`burn-not-yet` on the night in between).
 */
export function validateBurn(state: GameState, intent: Intent): Rejection | null {
  const night = state.clock.phase.number;
  const target = intent.targets[0] as string;
  const checks = ownChecks(state, intent.actor).filter((c) => c.target === target);
  const genuineBlack = (c: { colour: string }) => c.colour === 'black' && trueColour(seatOf(state, target)) === 'black';
  if (!isBlack(seatOf(state, intent.actor))) return checks.some((c) => c.night === night - 1 && c.colour === 'black') ? null : { code: 'no-black-check' };
  if (checks.some((c) => c.night === night - 1 && genuineBlack(c))) return null;
  if (checks.some((c) => c.night === night - 2)) return null;
  return checks.some((c) => c.night === night - 1) ? { code: 'burn-not-yet' } : { code: 'no-black-check' };
}

/** INQ-4, INQ-5 (reading INQ A1 ★: no player deduced, only the verified one). */
export function validateExecute(state: GameState, intent: Intent): Rejection | null {
  const target = intent.targets[0] as string;
  if (isBlack(seatOf(state, intent.actor)) && burns(state).some((b) => b.inquisitor === intent.actor && b.team !== RED)) return null;
  const verified = (read<Array<{ checker: string; target: string; night: number }>>(state, KEYS.verifications) ?? []).some(
    (v) => v.checker === intent.actor && v.target === target && v.night < state.clock.phase.number,
  );
  return verified && trueColour(seatOf(state, target)) === 'black' ? null : { code: 'no-verified-black' };
}

/**
 * T.6, INQ-4, N-INQ.2: the deathbed executions of the players this vote eliminated; "the executed
 * player counts as lynched". Returns the executed.
 */
export function deathbedExecutions(ctx: HookContext, lynched: readonly string[]): string[] {
  const executed: string[] = [];
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'execute' && lynched.includes(i.actor))) {
    const seat = intent.targets[0] as string;
    if (!seatOf(ctx.state, seat).alive) continue;
    ctx.eliminate(seat, 'lynched');
    ctx.notify(toPublic, 'day.taken-along', { by: intent.actor, seat });
    executed.push(seat);
  }
  return executed;
}
