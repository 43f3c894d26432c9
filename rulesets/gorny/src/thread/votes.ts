import { castBallot, toSeat, withdrawBallot, type HookContext, type Post } from '@mafia/kernel';
import { parsePostVotes } from '@mafia/forum';
import { LYNCH, openLynchPoll } from '../day/lynch';
import { forumPlayers } from './players';

const SLOT = 'main';

/**
 * Seed 001 rule 6: a vote counts only when bolded and written out (`Vote: Name`, `Unvote`,
 * `Un Vote`); quoted votes never count; names are matched against the player list and aliases.
 * Each bold vote in a day post becomes a ballot in the lynch poll, in order of appearance; every
 * fragment that does not count is reported to its author with the reason.
 */
export function applyPostVotes(ctx: HookContext, post: Post): void {
  const voter = post.seat;
  if (voter === null || !openLynchPoll(ctx.state)) return;
  const { commands, rejections } = parsePostVotes(post.body, forumPlayers(ctx.state));
  const refuse = (code: string, text: string) => ctx.notify(toSeat(voter), 'notices.vote-not-counted', { code, text, post: post.id });
  for (const rejection of rejections) refuse(rejection.code, rejection.text);
  for (const command of commands) {
    const poll = openLynchPoll(ctx.state);
    if (!poll) return;
    if (command.kind === 'vote') {
      const target = ctx.state.seats.find((s) => s.id === command.target);
      if (!target?.alive) {
        refuse('target-not-alive', command.text);
        continue;
      }
      const cast = castBallot(poll, { voter, slot: SLOT, targets: [command.target], at: ctx.now });
      if (!cast.ok) refuse(cast.rejection.code, command.text);
      else ctx.emit({ type: 'ballot-cast', poll: LYNCH, ballot: { voter, slot: SLOT, targets: [command.target] }, at: ctx.now });
      continue;
    }
    const current = poll.ballots.find((b) => b.voter === voter && b.slot === SLOT);
    if (!current) refuse('not-voting', command.text);
    else if (command.target !== null && current.targets[0] !== command.target) refuse('unvote-target-mismatch', command.text);
    else {
      const withdrawn = withdrawBallot(poll, { voter, slot: SLOT, at: ctx.now });
      if (!withdrawn.ok) refuse(withdrawn.rejection.code, command.text);
      else ctx.emit({ type: 'ballot-withdrawn', poll: LYNCH, voter, slot: SLOT, at: ctx.now });
    }
  }
}
