import type { GameState, HookContext, Intent, Rejection } from '@mafia/kernel';
import { toPublic, toSeat } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { dayRecord, KEYS, mayorOf, read, secretaryOf, writePublic } from '../data';

/**
 * VP-1..VP-6: every day before the vote the mayor names one player nobody may vote against, or
 * nobody (an empty target list). VP-8: if nothing arrives, the secretary is protected.
 */
export const vertical = defineAbility({ id: 'vertical', phase: 'day', steps: ['discussion'], targets: { count: 1, min: 0, self: 'allowed' } });

/** SE-4, SE-5: the new mayor must appoint one of his voters as secretary. */
export const appointSecretary = defineAbility({ id: 'appoint-secretary', phase: 'day', steps: ['secretary'], targets: { count: 1, self: 'forbidden' } });

export const MAYOR_ABILITIES = [vertical, appointSecretary];

export function validateMayorMove(state: GameState, intent: Intent): Rejection | null {
  if (mayorOf(state) !== intent.actor) return { code: 'not-the-mayor' };
  if (intent.ability === 'appoint-secretary' && !secretaryCandidates(state, intent.actor).includes(intent.targets[0] as string)) {
    return { code: 'not-a-supporter' };
  }
  return null;
}

const ballotsFor = (state: GameState, poll: string, candidate: string): string[] =>
  state.polls.find((p) => p.spec.id === poll)?.ballots.filter((b) => b.targets.includes(candidate)).map((b) => b.voter) ?? [];

/**
 * SE-4, SE-11: the mayor's voters; after a second round, his round-2 voters (SE-11b) and a tied
 * rival who voted for him in round 1 (SE-11c), never a round-1 supporter who left him (SE-11a).
 */
export function secretaryCandidates(state: GameState, mayor: string): string[] {
  const tied = dayRecord(state).electionTied;
  if (!tied) return ballotsFor(state, 'election', mayor);
  const round2 = ballotsFor(state, 'election-runoff', mayor);
  const rivals = tied.filter((t) => t !== mayor && ballotsFor(state, 'election', mayor).includes(t));
  return [...new Set([...round2, ...rivals])];
}

/**
 * E-6, SE-5, SE-9: the appointment cannot be refused. Interpretation (AMB-SE-1): a mayor who names
 * nobody gets his earliest eligible voter; with no eligible voter there is no secretary.
 */
export function closeSecretary(ctx: HookContext): void {
  const mayor = mayorOf(ctx.state);
  if (!mayor) return;
  const chosen = ctx.state.intents.find((i) => i.ability === 'appoint-secretary' && i.actor === mayor)?.targets[0];
  const secretary = chosen ?? secretaryCandidates(ctx.state, mayor)[0] ?? null;
  if (!secretary) return;
  writePublic(ctx, KEYS.secretary, secretary);
  ctx.notify(toPublic, 'day.secretary-appointed', { mayor, secretary });
}

/**
 * The players nobody may vote against today (V-8): the mayor (MY-3) and the vertical's player
 * (VP-2), by default the secretary (VP-8, SE-3). Interpretation (AMB-VP-2): an explicit "nobody"
 * leaves the secretary open.
 */
export function protectedToday(state: GameState): string[] {
  const mayor = mayorOf(state);
  if (!mayor) return [];
  const day = state.clock.phase.number;
  const chosen = read<{ day: number; seat: string | null }>(state, KEYS.vertical);
  const verticalSeat = chosen && chosen.day === day ? chosen.seat : secretaryOf(state);
  // POL-6, POL-11a: the politician's shadow vertical, also next to the ordinary one.
  const shadow = read<{ day: number; seat: string }>(state, KEYS.shadowVertical);
  const shadowSeat = shadow && shadow.day === day ? [shadow.seat] : [];
  return [...new Set([mayor, ...(verticalSeat ? [verticalSeat] : []), ...shadowSeat])];
}

/** VP-5..VP-7: the vertical is frozen when the vote starts, and announced. */
export function fixVertical(ctx: HookContext): void {
  const mayor = mayorOf(ctx.state);
  if (!mayor) return;
  const day = ctx.state.clock.phase.number;
  const intent = ctx.state.intents.find((i) => i.ability === 'vertical' && i.actor === mayor);
  const seat = intent ? (intent.targets[0] ?? null) : secretaryOf(ctx.state);
  writePublic(ctx, KEYS.vertical, { day, seat });
  ctx.notify(toPublic, 'day.vertical', { seat: seat ?? 'nobody' });
  // POL-6: the shadow vertical is fixed and announced with the mayor's (interpretation AMB-POL-6: once a day, before the vote).
  const shadow = ctx.state.intents.find((i) => i.ability === 'shadow-vertical' && ctx.state.seats.some((s) => s.id === i.actor && s.alive && s.role === 'politician'));
  if (shadow?.targets[0]) {
    writePublic(ctx, KEYS.shadowVertical, { day, seat: shadow.targets[0] });
    ctx.notify(toPublic, 'day.shadow-vertical', { seat: shadow.targets[0] });
  }
}

/**
 * After every day vote (POST-1, POST-2): a lynched red costs the mayor his post (MY-4), and the
 * secretary goes with him (SE-8); a mayor's vote for his secretary who is not lynched fires her
 * (SE-6), unless she sits under the vertical (SE-7).
 */
export function afterDayVote(ctx: HookContext, lynched: string[], mayorBallots: string[]): void {
  const mayor = mayorOf(ctx.state);
  if (!mayor) return;
  const redLynched = lynched.some((id) => ctx.state.seats.find((s) => s.id === id)?.faction === 'red');
  if (redLynched) {
    writePublic(ctx, KEYS.mayorLost, true);
    ctx.notify(toPublic, 'day.mayor-lost', { mayor });
    return;
  }
  const secretary = secretaryOf(ctx.state);
  if (secretary && mayorBallots.includes(secretary) && !lynched.includes(secretary) && !protectedToday(ctx.state).includes(secretary)) {
    writePublic(ctx, KEYS.secretary, null);
    ctx.notify(toPublic, 'day.secretary-fired', { secretary });
    ctx.notify(toSeat(secretary), 'pm.secretary-fired');
  }
}

/**
 * Reading AMB-MY-1 (the post when the mayor leaves the game by another route: the host's removal,
 * C-9's mandatory victim): he holds it no more. It is lost for good (MY-5: nobody else receives it),
 * the secretary goes with it (SE-8) and, the mayor having lost his post, a hunt may be offered (WH-C1).
 */
export function mayorLeft(ctx: HookContext, seat: string): void {
  if (mayorOf(ctx.state) !== seat) return;
  writePublic(ctx, KEYS.mayorLost, true);
  ctx.notify(toPublic, 'day.mayor-left', { mayor: seat });
}
