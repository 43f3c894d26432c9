// The servant's votes for his master (part 4 §2.4: SV-3b, SV-3d; contract §8 `proxy-vote`, `pass-vote`).
import type { GameState, HookContext, Intent, PollSpec, PollState, Rejection } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { eliteOf, masterOf, SERVANT } from '.';
import { LYNCH_STEPS } from '../../day/lynch-steps';

/** SV-3d: before the vote starts the master passes his vote to his servant (contract §8). */
export const passVote = defineAbility({ id: 'pass-vote', phase: 'day', steps: ['discussion'], targets: { count: 1, self: 'forbidden' } });

/** SV-3b: the servant's PM vote for a master who left none (contract §8: lynch, revote). */
export const proxyVote = defineAbility({ id: 'proxy-vote', phase: 'day', steps: LYNCH_STEPS, targets: { count: 1, self: 'allowed' } });

export const SERVANT_ABILITIES = [passVote, proxyVote];

const seat = (state: GameState, id: string) => state.seats.find((s) => s.id === id);

/** The servant of a master, if one is alive. */
const servantOf = (state: GameState, master: string): string | null =>
  state.seats.find((s) => s.alive && eliteOf(s) === SERVANT && masterOf(s) === master)?.id ?? null;

/** Today's passed votes (SV-3d): master → servant, the last `pass-vote` of each master. */
export function passedVotes(state: GameState): Map<string, string> {
  const passed = new Map<string, string>();
  for (const i of state.intents.filter((x) => x.ability === 'pass-vote' && x.step === 'discussion')) {
    const servant = i.targets[0];
    if (servant !== undefined && servantOf(state, i.actor) === servant) passed.set(i.actor, servant);
  }
  return passed;
}

/** `not-your-servant` (pass-vote), `not-a-servant`, `master-voted` (proxy-vote, SV-3b: "if the player did not leave a vote"). */
export function validateServantMove(state: GameState, intent: Intent): Rejection | null {
  if (intent.ability === 'pass-vote') return servantOf(state, intent.actor) === intent.targets[0] ? null : { code: 'not-your-servant' };
  if (intent.ability !== 'proxy-vote') return null;
  const servant = seat(state, intent.actor);
  const master = servant ? masterOf(servant) : null;
  if (master === null) return { code: 'not-a-servant' };
  const poll = state.polls.find((p) => p.status === 'open');
  if (poll?.ballots.some((b) => b.voter === master) === true) return { code: 'master-voted' };
  return null;
}

/**
 * SV-3d: "the servant may replace the master at a vote": the master's voter entry goes to his
 * servant (his team's group and weight), so the master casts no ballot until the result.
 */
export function withPassedVotes(state: GameState, spec: PollSpec): PollSpec {
  const passed = passedVotes(state);
  if (passed.size === 0 || spec.id.startsWith('election')) return spec;
  return { ...spec, voters: spec.voters.map((v) => (passed.has(v.seat) ? { ...v, seat: passed.get(v.seat) as string } : v)) };
}

/** SV-3d: "the substitution is stated explicitly when the vote starts": `day.vote-passed {master, servant}`. */
export function announcePassedVotes(ctx: HookContext): void {
  if (!['lynch', 'hunt'].includes(ctx.state.clock.step)) return;
  for (const [master, servant] of passedVotes(ctx.state)) ctx.notify(toPublic, 'day.vote-passed', { master, servant });
}

/**
 * SV-3b at the close of the lynch or its revote, before the autovotes (D-2c): the servant's PM
 * vote is cast as his master's ballot if the master, a voter of this poll, cast none.
 */
export function castProxyVotes(ctx: HookContext, poll: PollState): void {
  const moves = ctx.state.intents.filter((i) => i.ability === 'proxy-vote' && i.step === ctx.state.clock.step);
  for (const move of moves.filter((m, at) => !moves.slice(at + 1).some((n) => n.actor === m.actor))) {
    const servant = seat(ctx.state, move.actor);
    const master = servant?.alive === true ? masterOf(servant) : null;
    const target = move.targets[0];
    if (master === null || target === undefined || !poll.spec.voters.some((v) => v.seat === master)) continue;
    if (poll.ballots.some((b) => b.voter === master)) continue;
    const valid = poll.spec.options.some((o) => o.id === target) && !(poll.spec.excluded?.options ?? []).includes(target);
    // V-6c: at the lynch a vote for someone nobody may vote against is an autovote; V-7a: in a revote an abstention.
    if (!valid && poll.spec.slots[0]?.allowAbstain === true) continue;
    ctx.emit({ type: 'ballot-cast', poll: poll.spec.id, ballot: { voter: master, slot: 'main', targets: [valid ? target : master] }, at: ctx.now });
  }
}
