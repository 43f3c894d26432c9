// The courtroom explosion (TER-1..TER-9, N-TR.1..3): the lynch, the revote and the hunt ask here
// whether a detonation replaces their result, and `lynchAll` whether a lynched terrorist explodes.
import { toPublic, toSeat, type HookContext, type Json, type PollState, type Seat } from '@mafia/kernel';
import { read, writePublic } from '../../data';
import { BLACK, living, RED, seatOf } from '../../model';
import { hasStatus, NEGATIVE_BLOCKED, ROLE_BLOCKED } from '../hacker/blocks';
import { lifeOf, writeLife } from '../immortal/life';
import { CRIPPLED } from '../prostitute/visit';
import { DETONATORS_USED } from '.';
import { facelessDetonationCripples } from './faceless';

export interface Detonation {
  terrorist: string;
  /** Null: activated, he named nobody after the last ballot (TER A5: he explodes alone). */
  target: string | null;
}

/**
 * TER-4, TER-5: a terrorist alive at the vote who activated the detonator today explodes through
 * it, with the target he named (reading TER A5: "can no longer avoid exploding", alone if he named
 * nobody).
 */
export function detonationIn(ctx: HookContext): Detonation | null {
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'detonator')) {
    const terrorist = seatOf(ctx.state, intent.actor);
    // MOV-7: a blocked terrorist's detonator does not go off (his lynch explosion, TER-2, is passive).
    if (!terrorist.alive || hasStatus(terrorist, ROLE_BLOCKED) || (read<string[]>(ctx.state, DETONATORS_USED) ?? []).includes(intent.actor)) continue;
    const named = ctx.state.intents.find((i) => i.ability === 'detonate' && i.actor === intent.actor)?.targets[0];
    return { terrorist: intent.actor, target: named ?? null };
  }
  return null;
}

const addStatus = (ctx: HookContext, seat: Seat, id: string, expires?: { kind: 'day' | 'night'; number: number }): void => {
  if (hasStatus(seat, id)) ctx.emit({ type: 'status-removed', seat: seat.id, status: id });
  ctx.emit({ type: 'status-added', seat: seat.id, status: { id, source: 'explosion', ...(expires ? { expires } : {}) } });
};

/**
 * TER-6, TER-9, N-TR.2: who dies of a detonation. The terrorist always; his target, unless a red
 * terrorist chose a red (TER-9) or the terrorist is black (N-TR.2): then the target is crippled
 * (COM-6), or, while an Immortal's spare life covers him, loses that life instead (IMM-11). A red
 * terrorist's black or grey target dies (reading TER A1 ★). N-TR.3: a blown-up negative loses the
 * nearest night's move.
 */
export function detonationVictims(ctx: HookContext, d: Detonation): string[] {
  writePublic(ctx, DETONATORS_USED, [...(read<string[]>(ctx.state, DETONATORS_USED) ?? []), d.terrorist] as unknown as Json);
  if (d.target === null) {
    ctx.notify(toPublic, 'day.detonated-alone', { terrorist: d.terrorist });
    return [d.terrorist];
  }
  const terrorist = seatOf(ctx.state, d.terrorist);
  const target = seatOf(ctx.state, d.target);
  ctx.notify(toPublic, 'day.detonated', { terrorist: d.terrorist, target: d.target });
  // FT.1, FT.2: the Faceless's detonation (terrorist/faceless.ts).
  const cripples = facelessDetonationCripples(ctx, terrorist, target) ?? (terrorist.faction === BLACK || (terrorist.faction === RED && target.faction === RED));
  if (!cripples) return [d.terrorist, d.target];
  const immortal = living(ctx.state).find((s) => s.role === 'immortal' && (s.id === d.target || lifeOf(ctx.state, s.id).link === d.target) && !lifeOf(ctx.state, s.id).spent);
  if (immortal) {
    writeLife(ctx, immortal.id, { ...lifeOf(ctx.state, immortal.id), spent: true });
    ctx.notify(toSeat(immortal.id), 'pm.life-spent', { attacked: [d.target] }, { kind: 'life-spent', attacked: [d.target] });
  } else addStatus(ctx, target, CRIPPLED);
  if (terrorist.faction === BLACK && target.faction === BLACK) addStatus(ctx, target, NEGATIVE_BLOCKED, { kind: 'night', number: ctx.state.clock.phase.number });
  return [d.terrorist];
}

/**
 * TER-1..TER-3, TER-8, N-TR.1: a lynched terrorist (or one who detonated) explodes: every voter
 * against him or his detonation target, a zero-weight vote included, loses his roles for one game
 * cycle from the result (reading TER A4: through the next day); a black terrorist leaves negative
 * roles working. The result names them (`day.explosion`).
 */
export function explode(ctx: HookContext, lynched: string[], poll: PollState, detonation: Detonation | null): void {
  const terrorists = lynched.filter((s) => seatOf(ctx.state, s).role === 'terrorist');
  if (terrorists.length === 0) return;
  const against = new Set([...terrorists, ...(detonation?.target ? [detonation.target] : [])]);
  const voters = [...new Set(poll.ballots.filter((b) => b.targets.some((t) => against.has(t)) && !against.has(b.voter) && !terrorists.includes(b.voter)).map((b) => b.voter))].sort();
  const blackTerrorist = terrorists.every((t) => seatOf(ctx.state, t).faction === BLACK);
  const until = { kind: 'day' as const, number: ctx.state.clock.phase.number + 1 };
  for (const id of voters) {
    const voter = seatOf(ctx.state, id);
    if (!voter.alive) continue;
    addStatus(ctx, voter, ROLE_BLOCKED, until);
    if (!blackTerrorist && voter.faction === BLACK) addStatus(ctx, voter, NEGATIVE_BLOCKED, until);
  }
  ctx.notify(toPublic, 'day.explosion', { seats: voters });
}
