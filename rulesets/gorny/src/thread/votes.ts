import { toSeat, type GameState, type HookContext, type Post, type SeatCommand } from '@mafia/kernel';
import { parsePostVotes } from '@mafia/forum';
import type { ThreadVotes } from '@mafia/ruleset-kit';
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
export function postVoteCommands(state: GameState, post: Pick<Post, 'seat' | 'body'>, syntax: 'forum' | 'thread' = 'forum'): PostVotes {
  const voter = post.seat;
  if (voter === null) return { commands: [], rejections: [] };
  const parsed = parsePostVotes(post.body, forumPlayers(state), { syntax });
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

/**
 * The in-app thread's votes (issue #21): the same rule 6 syntax, read as the platform renders
 * posts (BBCode and Markdown `**Vote: X**`, HTML as text). The API casts the commands one by one.
 */
export function threadVotes(state: GameState, post: Pick<Post, 'seat' | 'body'>): ThreadVotes {
  const voter = post.seat;
  if (voter === null) return { commands: [], fragments: [] };
  const parsed = parsePostVotes(post.body, forumPlayers(state), { syntax: 'thread' });
  const commands: ThreadVotes['commands'] = [];
  const fragments: ThreadVotes['fragments'] = parsed.rejections.map((r) => ({ code: r.code, text: r.text }));
  let current = openLynchPoll(state)?.ballots.find((b) => b.voter === voter)?.targets[0] ?? null;
  for (const command of parsed.commands) {
    if (command.kind === 'vote') {
      commands.push({ command: { type: 'cast-ballot', seat: voter, poll: LYNCH, targets: [command.target] }, text: command.text });
      current = command.target;
    } else if (command.target !== null && current !== null && command.target !== current) {
      fragments.push({ code: 'unvote-target-mismatch', text: command.text });
    } else {
      commands.push({ command: { type: 'withdraw-ballot', seat: voter, poll: LYNCH }, text: command.text });
      current = null;
    }
  }
  return { commands, fragments };
}

/** Tells the author, privately, which vote-like fragments of a day post did not count and why. */
export function reportUncountedVotes(ctx: HookContext, post: Post): void {
  if (post.seat === null || !openLynchPoll(ctx.state)) return;
  const parsed = parsePostVotes(post.body, forumPlayers(ctx.state), { syntax: 'thread' });
  if (parsed.rejections.length === 0) return;
  // The number the thread shows ("#12"), not the storage id (issue #21).
  let number = 0;
  for (const p of ctx.state.posts) if (p.channel === post.channel) number += 1;
  for (const rejection of parsed.rejections) {
    ctx.notify(toSeat(post.seat), 'notices.vote-not-counted', { code: rejection.code, reason: `vote-${rejection.code}`, text: rejection.text, post: post.id, number });
  }
}
