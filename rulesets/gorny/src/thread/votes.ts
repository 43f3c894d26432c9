import { toSeat, type GameState, type HookContext, type Post, type SeatCommand } from '@mafia/kernel';
import { parsePostVotes } from '@mafia/forum';
import { LYNCH, openLynchPoll } from '../day/lynch';
import { forumPlayers } from './players';

export interface PostVotes {
  /** The kernel commands the post's bold votes stand for, in order of appearance. */
  commands: SeatCommand[];
  /** Fragments that do not count, with the reason (forum codes, plus `unvote-target-mismatch`). */
  rejections: Array<{ code: string; text: string }>;
}

/**
 * Seed 001 rule 6: a vote counts only when bolded and written out (`Vote: Name`, `Unvote`,
 * `Un Vote`); quoted votes never count; names are matched against the player list and the
 * aliases in each seat's `aliases` attribute. Pure: the caller that accepted the post (the room,
 * the scenario runner) sends the commands, so a vote is always an explicit, replayable ballot.
 */
export function postVoteCommands(state: GameState, post: Pick<Post, 'seat' | 'body'>): PostVotes {
  const voter = post.seat;
  if (voter === null) return { commands: [], rejections: [] };
  const parsed = parsePostVotes(post.body, forumPlayers(state));
  const rejections: PostVotes['rejections'] = parsed.rejections.map((r) => ({ code: r.code, text: r.text }));
  const commands: SeatCommand[] = [];
  let current = openLynchPoll(state)?.ballots.find((b) => b.voter === voter)?.targets[0] ?? null;
  for (const command of parsed.commands) {
    if (command.kind === 'vote') {
      commands.push({ type: 'cast-ballot', seat: voter, poll: LYNCH, targets: [command.target] });
      current = command.target;
    } else if (command.target !== null && command.target !== current) {
      rejections.push({ code: 'unvote-target-mismatch', text: command.text });
    } else {
      commands.push({ type: 'withdraw-ballot', seat: voter, poll: LYNCH });
      current = null;
    }
  }
  return { commands, rejections };
}

/** Tells the author, privately, which vote-like fragments of a day post did not count and why. */
export function reportUncountedVotes(ctx: HookContext, post: Post): void {
  if (post.seat === null || !openLynchPoll(ctx.state)) return;
  const parsed = parsePostVotes(post.body, forumPlayers(ctx.state));
  for (const rejection of parsed.rejections) {
    ctx.notify(toSeat(post.seat), 'notices.vote-not-counted', { code: rejection.code, text: rejection.text, post: post.id });
  }
}
