/**
 * A file phase's entry lists turned into commands: actions, votes, posts (with the votes written in
 * them, seed 001 rule 6), host commands and wills, in the order the file's keys appear.
 */
import { parsePostVotes, type ForumPlayer } from '@mafia/forum';
import { abilitiesOf, conditionHolds, usableInPhase, type GameState } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';
import { phaseName } from './observe';
import { formatPath } from './paths';
import type { PhaseLog, Playback, Who } from './playback';
import type { ScenarioAction, ScenarioHostCommand, ScenarioPhase, ScenarioPost, ScenarioVote, ScenarioWill } from './schema';

/** What the entries of one scenario are played against. */
export interface EntryContext {
  play: Playback;
  ruleset: Ruleset;
  forumPlayers: ForumPlayer[];
}

export function applyEntries(ctx: EntryContext, log: PhaseLog, phase: ScenarioPhase): void {
  const base = ['phases', log.index];
  for (const kind of phase.order) {
    const path = (i: number): string => formatPath([...base, kind, i]);
    if (kind === 'actions') phase.actions?.forEach((a, i) => applyAction(ctx, log, a, path(i)));
    if (kind === 'votes') phase.votes?.forEach((v, i) => applyVote(ctx, log, v, path(i)));
    if (kind === 'posts') phase.posts?.forEach((p, i) => applyPost(ctx, log, p, path(i)));
    if (kind === 'host') phase.host?.forEach((h, i) => applyHost(ctx, log, h, path(i)));
    if (kind === 'wills') phase.wills?.forEach((w, i) => applyWill(ctx, log, w, path(i)));
  }
}

function applyAction({ play, ruleset }: EntryContext, log: PhaseLog, action: ScenarioAction, entry: string): void {
  const ability = action.ability ?? inferAbility(ruleset, play.state, action.actor, entry, play.problems);
  if (ability === undefined) return;
  play.send(log, entry, { kind: 'action', actor: action.actor }, {
    type: 'submit-intent',
    seat: action.actor,
    ability,
    targets: action.targets ?? [],
    ...(action.options ? { options: action.options } : {}),
  });
}

function applyVote({ play }: EntryContext, log: PhaseLog, vote: ScenarioVote, entry: string): void {
  const who: Who = { kind: vote.unvote ? 'unvote' : 'vote', voter: vote.voter };
  const poll = vote.poll ?? play.mainPoll();
  if (poll === undefined) return play.refuse(log, entry, who, 'no-open-poll');
  if (vote.unvote) {
    play.send(log, entry, who, { type: 'withdraw-ballot', seat: vote.voter, poll });
    return;
  }
  const targets = Array.isArray(vote.target) ? vote.target : [vote.target ?? ''];
  play.send(log, entry, who, { type: 'cast-ballot', seat: vote.voter, poll, targets });
}

function applyPost({ play, forumPlayers }: EntryContext, log: PhaseLog, post: ScenarioPost, entry: string): void {
  const channel = post.channel ?? 'thread';
  const posted = play.send(log, entry, { kind: 'post', author: post.author }, { type: 'post', seat: post.author, channel, body: post.body, id: play.nextPostId('p'), ...(post.tags ? { tags: post.tags } : {}) });
  // A refused post never appeared, and only the game thread is read for votes (seed 001 rule 6).
  if (!posted || channel !== 'thread') return;
  const parsed = parsePostVotes(post.body, forumPlayers);
  for (const fragment of parsed.rejections) {
    log.fragments.push({ entry, author: post.author, code: fragment.code, text: fragment.text, params: { ...fragment.params } });
  }
  for (const command of parsed.commands) {
    const who: Who = { kind: command.kind, voter: post.author, author: post.author };
    const poll = play.mainPoll();
    if (poll === undefined) {
      play.refuse(log, entry, who, 'no-open-poll');
      continue;
    }
    if (command.kind === 'vote') {
      play.send(log, entry, who, { type: 'cast-ballot', seat: post.author, poll, targets: [command.target] });
      continue;
    }
    // Forum rule: a named unvote must name the current target (@mafia/forum `unvote-target-mismatch`).
    const current = play.state.polls.find((p) => p.spec.id === poll)?.ballots.find((b) => b.voter === post.author);
    if (command.target !== null && current && !current.targets.includes(command.target)) {
      play.refuse(log, entry, who, 'unvote-target-mismatch', { target: command.target });
      continue;
    }
    play.send(log, entry, who, { type: 'withdraw-ballot', seat: post.author, poll });
  }
}

function applyHost({ play, ruleset }: EntryContext, log: PhaseLog, command: ScenarioHostCommand, entry: string): void {
  switch (command.command) {
    case 'modkill':
      play.send(log, entry, { kind: 'host', host: command.command, target: command.target }, { type: 'modkill', seat: command.target, reason: command.reason ?? 'host' });
      return;
    case 'exile':
      play.send(log, entry, { kind: 'host', host: command.command, target: command.target }, { type: 'exile', seat: command.target });
      return;
    case 'replace-player':
      play.send(log, entry, { kind: 'host', host: command.command, target: command.target }, { type: 'replace-player', seat: command.target, name: command.name });
      return;
    case 'submit-intent': {
      const ability = command.ability ?? inferAbility(ruleset, play.state, command.actor, entry, play.problems);
      if (ability === undefined) return;
      play.send(log, entry, { kind: 'host', host: command.command, actor: command.actor }, {
        type: 'host-submit-intent',
        seat: command.actor,
        ability,
        targets: command.targets ?? [],
        ...(command.options ? { options: command.options } : {}),
      });
      return;
    }
    case 'withdraw-intent': {
      const ability = command.ability ?? inferAbility(ruleset, play.state, command.actor, entry, play.problems);
      if (ability === undefined) return;
      play.send(log, entry, { kind: 'host', host: command.command, actor: command.actor }, { type: 'host-withdraw-intent', seat: command.actor, ability });
      return;
    }
    case 'edit-will':
      play.send(log, entry, { kind: 'host', host: command.command, target: command.target }, { type: 'edit-will', target: command.target, text: command.text });
      return;
    case 'post':
      play.send(log, entry, { kind: 'host', host: command.command }, { type: 'host-post', channel: command.channel ?? 'thread', body: command.body, id: play.nextPostId('h') });
      return;
  }
}

function applyWill({ play }: EntryContext, log: PhaseLog, will: ScenarioWill, entry: string): void {
  play.send(log, entry, { kind: 'will', author: will.author }, { type: 'write-will', seat: will.author, text: will.text });
}

/**
 * `ability` may be omitted when the actor has exactly one non-passive ability of this phase kind
 * whose condition holds now. Whether it is usable (alive, uses left) is the engine's to judge, so
 * a dead actor's action is still sent and comes back as a rejection.
 */
function inferAbility(ruleset: Ruleset, state: GameState, actor: string, entry: string, problems: string[]): string | undefined {
  const seat = state.seats.find((s) => s.id === actor);
  if (!seat) throw new Error(`inferAbility: unknown seat ${actor}; validate the scenario first`);
  const phase = state.clock.phase;
  const candidates = abilitiesOf(ruleset.runtime, seat)
    .filter((a) => !a.passive && usableInPhase(a, phase.kind) && conditionHolds(a.when, phase, state, ruleset.runtime))
    .map((a) => a.id);
  if (candidates.length === 1) return candidates[0];
  problems.push(
    candidates.length === 0
      ? `${entry}.ability: ${actor} (${seat.role}) has no ability usable in ${phaseName(phase)}`
      : `${entry}.ability: ${actor} has ${candidates.length} abilities usable in ${phaseName(phase)} (${candidates.join(', ')}); name one`,
  );
  return undefined;
}
