// C-9 (part 4 §4.2, L141): a screenshot of the host's PMs — the offender is made "the mandatory
// victim of the nearest vote": no game mechanic saves him, his ballot is an autovote on himself, his
// role is disabled; with the most votes he is the victim, otherwise he dies with the main victim.
import type { HookContext, Json, PollState } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { KEYS, read, write, writePublic } from '../data';
import { afterDayVote } from '../day/mayor';
import { RED } from '../model';
import { NEGATIVE_BLOCKED, ROLE_BLOCKED } from '../roles/hacker/blocks';

const MANDATORY = 'mandatory-victims';
const pending = (ctx: HookContext): string[] => (read<Json>(ctx.state, MANDATORY) as string[] | null) ?? [];

/** The sanction: recorded for the nearest lynch; his roles are disabled (MOV-7: his moves fail). */
export function markMandatoryVictim(ctx: HookContext, seat: string): void {
  write(ctx, MANDATORY, [...new Set([...pending(ctx), seat])] as unknown as Json);
  for (const id of [ROLE_BLOCKED, NEGATIVE_BLOCKED]) ctx.emit({ type: 'status-added', seat, status: { id, source: 'conduct-C-9' } });
}

/** C-9 item 2: "he gets an autovote (his vote counts against himself)", whatever he voted. */
export function forceMandatorySelfVotes(ctx: HookContext, poll: PollState): void {
  for (const seat of pending(ctx)) {
    const voter = poll.spec.voters.find((v) => v.seat === seat);
    if (!voter) continue;
    const ballot = poll.ballots.find((b) => b.voter === seat);
    if (ballot?.targets.length === 1 && ballot.targets[0] === seat) continue;
    if (ballot) ctx.emit({ type: 'ballot-withdrawn', poll: poll.spec.id, voter: seat, slot: ballot.slot, at: ctx.now });
    ctx.emit({ type: 'ballot-cast', poll: poll.spec.id, ballot: { voter: seat, slot: 'main', targets: [seat] }, at: ctx.now });
  }
}

/**
 * C-9 items 3–4 when the nearest lynch has closed: a mandatory victim the vote did not eliminate
 * dies now, "together with the main victim" — reading **AMB-C-9 ★** (README): also when the vote
 * went to a revote or a rescue (no mechanic saves him), and his death counts as a lynch.
 */
export function settleMandatoryVictims(ctx: HookContext): void {
  const seats = pending(ctx);
  if (seats.length === 0) return;
  write(ctx, MANDATORY, [] as unknown as Json);
  const settled: string[] = [];
  for (const seat of seats) {
    const offender = ctx.state.seats.find((s) => s.id === seat);
    if (!offender?.alive || offender.removed) continue;
    ctx.notify(toPublic, 'conduct.mandatory-victim', { seat });
    ctx.eliminate(seat, 'lynched');
    settled.push(seat);
  }
  // AMB-C-9 ★ "his death counts as a lynch": a red offender is a red lynched in this vote, so the
  // mayor loses his post (MY-4, POST-1) and the corrections' caps apply from now on (RED-1).
  if (!settled.some((seat) => ctx.state.seats.find((s) => s.id === seat)?.faction === RED)) return;
  writePublic(ctx, KEYS.redLynched, true);
  afterDayVote(ctx, settled, []);
}
