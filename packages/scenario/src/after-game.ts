/**
 * A file's `afterGame` block: the vote held after the result (kernel after-game-vote.ts;
 * russian-extended's best players, BP-0..BP-7), played once the file's phases are done, and its
 * expectations. Refusals are recorded like the phases' (one not listed in `expect.rejected` is a
 * problem).
 */
import { AFTER_GAME_HOST, type AfterGameVoteState, type Command } from '@mafia/kernel';
import { sameSet, show } from './match';
import { formatPath } from './paths';
import { TICK, type Playback } from './playback';
import type { ScenarioAfterGame } from './schema';

interface AfterGameRefusal {
  entry: string;
  voter: string;
  reason: string;
}

type Expected = NonNullable<NonNullable<ScenarioAfterGame['expect']>['rejected']>[number];

const matches = (wanted: Expected, got: AfterGameRefusal): boolean =>
  (wanted.voter === undefined || wanted.voter === got.voter) &&
  (wanted.reason === undefined || wanted.reason === got.reason) &&
  (wanted.entry === undefined || got.entry === wanted.entry || got.entry.endsWith(`.${wanted.entry}`));

/** Plays the block; returns the refusals it met (problems for the unexpected ones go to `play.problems`). */
export function playAfterGame(play: Playback, block: ScenarioAfterGame): AfterGameRefusal[] {
  const refusals: AfterGameRefusal[] = [];
  if (!play.state.result) {
    play.problems.push('afterGame: the game has not ended, so there is no vote after it');
    return refusals;
  }
  const expected = block.expect?.rejected ?? [];
  const send = (entry: string, voter: string, command: Command): void => {
    play.driver.advanceClock(TICK);
    const result = play.driver.dispatch(command);
    if (result.ok) return;
    const refusal = { entry, voter, reason: result.rejection.code };
    refusals.push(refusal);
    if (!expected.some((wanted) => matches(wanted, refusal))) play.problems.push(`${entry}: unexpected rejection "${refusal.reason}" (voter ${voter})`);
  };
  block.ballots?.forEach((ballot, i) => {
    const entry = formatPath(['afterGame', 'ballots', i]);
    const command: Command =
      ballot.voter === AFTER_GAME_HOST ? { type: 'host-after-game-vote', names: ballot.names } : { type: 'after-game-vote', seat: ballot.voter, names: ballot.names };
    send(entry, ballot.voter, command);
  });
  if (block.close) {
    const { passMark, vetoed } = block.close;
    send(formatPath(['afterGame', 'close']), 'close', { type: 'close-after-game-vote', ...(passMark ? { passMark } : {}), ...(vetoed ? { vetoed } : {}) });
  }
  return refusals;
}

/** The block's unmet expectations, one line each. */
export function checkAfterGame(block: ScenarioAfterGame, vote: AfterGameVoteState | null, refusals: readonly AfterGameRefusal[]): string[] {
  const expect = block.expect;
  if (!expect) return [];
  const failures: string[] = [];
  const fail = (key: PropertyKey[], message: string): void => {
    failures.push(`${formatPath(['afterGame', 'expect', ...key])}: ${message}`);
  };
  if (!vote) {
    fail([], 'the ruleset holds no vote after the game, or the game has not ended');
    return failures;
  }
  const closed = vote.closed;
  if (expect.closed !== undefined && (closed !== null) !== expect.closed) fail(['closed'], `expected ${expect.closed ? 'ended' : 'still open'}, got ${closed ? 'ended' : 'still open'}`);
  const counted = expect.voters !== undefined || expect.votes !== undefined || expect.best !== undefined;
  if (counted && !closed) fail([], 'the vote has not ended, so it has no count yet (add `close:` or a ballot from everyone)');
  if (closed) {
    if (expect.voters !== undefined && closed.voters !== expect.voters) fail(['voters'], `expected ${expect.voters}, got ${closed.voters}`);
    if (expect.votes !== undefined) {
      const want = Object.entries(expect.votes).filter(([, n]) => n > 0);
      const got = Object.entries(closed.votes).filter(([, n]) => n > 0);
      if (want.length !== got.length || want.some(([name, n]) => closed.votes[name] !== n)) fail(['votes'], `expected ${show(expect.votes)}, got ${show(closed.votes)}`);
    }
    if (expect.best !== undefined && !sameSet(expect.best, closed.best)) fail(['best'], `expected ${show(expect.best)}, got ${show(closed.best)}`);
  }
  for (const [voter, names] of Object.entries(expect.ballots ?? {})) {
    const ballot = vote.ballots.find((b) => b.voter === voter);
    if (!ballot) fail(['ballots', voter], `expected ${show(names)}, got no ballot`);
    else if (!sameSet(names, ballot.names)) fail(['ballots', voter], `expected ${show(names)}, got ${show(ballot.names)}`);
  }
  expect.rejected?.forEach((wanted, i) => {
    if (!refusals.some((got) => matches(wanted, got))) fail(['rejected', i], `no rejection matches ${show(wanted)}; got ${refusals.length === 0 ? 'none' : refusals.map((r) => show(r)).join(', ')}`);
  });
  return failures;
}
