import type { HookContext, PollOutcome, PollSpec } from '@mafia/kernel';
import { openPoll, runoffSpec, tallyPoll, toPublic } from '@mafia/kernel';
import { KEYS, updateDay, writePublic } from '../data';
import { living } from '../model';
import { withElite } from '../roles/elite';
import { castAdvanceVotes } from './advance-vote';

export const ELECTION = 'election';
export const ELECTION_RUNOFF = 'election-runoff';

/**
 * D-1, V-5, E-2: the day-1 mayor election. No self-vote (V-5a), abstention allowed (V-5b), every
 * ballot weighs 1 and no correction applies (V-5c); D-4: an absentee simply votes for nobody.
 */
export function electionSpec(seats: string[]): PollSpec {
  return {
    id: ELECTION,
    voters: seats.map((seat) => ({ seat })),
    options: seats.map((seat) => ({ id: seat, seat })),
    // V-2: a vote cannot be changed; a second round asks again with a new poll.
    slots: [{ id: 'main', noSelf: true, allowAbstain: true, final: true }],
    visibility: 'live',
    tally: { kind: 'plurality' },
  };
}

export function openElection(ctx: HookContext): void {
  // AG-2, MA-2, SV-2, SV-3a: the elite in the election (roles/elite).
  ctx.emit({ type: 'poll-opened', poll: openPoll(withElite(ctx.state, electionSpec(living(ctx.state).map((s) => s.id)))) });
}

function elect(ctx: HookContext, mayor: string): void {
  writePublic(ctx, KEYS.mayor, mayor);
  updateDay(ctx, { mayorElected: mayor });
  ctx.notify(toPublic, 'day.mayor-elected', { mayor });
}

/** Interpretation (AMB-E-2): an election where nobody voted elects nobody; the post counts as lost. */
function nobodyElected(ctx: HookContext): void {
  writePublic(ctx, KEYS.mayorLost, true);
  ctx.notify(toPublic, 'day.no-mayor');
}

/** E-4: a unique top is the mayor; a tie at the top (AMB-E-1) goes to a second round among the tied. */
export function closeElection(ctx: HookContext): void {
  const open = ctx.state.polls.find((p) => p.spec.id === ELECTION && p.status === 'open');
  if (!open) return;
  // V-4: advance votes of players who did not vote themselves (D-4: no autovote at the election).
  castAdvanceVotes(ctx, open);
  const poll = ctx.state.polls.find((p) => p.spec.id === ELECTION && p.status === 'open') ?? open;
  const { outcome } = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: ELECTION, outcome });
  if (outcome.kind === 'selected' && outcome.options[0]) elect(ctx, outcome.options[0]);
  else if (outcome.kind === 'tie') {
    updateDay(ctx, { electionTied: outcome.tied });
    ctx.notify(toPublic, 'day.election-tie', { seats: outcome.tied });
  } else nobodyElected(ctx);
}

/**
 * L152, E-5: the tied may not vote; a new ballot for everyone else; a second tie goes to the
 * candidate who received the very first ballot of the second round.
 */
export function openElectionRunoff(ctx: HookContext): void {
  const first = ctx.state.polls.find((p) => p.spec.id === ELECTION);
  if (!first) return;
  const outcome = tallyPoll(first).outcome;
  if (outcome.kind !== 'tie') return;
  const spec = runoffSpec(first.spec, outcome as Extract<PollOutcome, { kind: 'tie' }>, {
    id: ELECTION_RUNOFF,
    allowAbstain: true,
    tally: { kind: 'plurality', tieBreak: 'earliest-ballot' },
  });
  ctx.emit({ type: 'poll-opened', poll: openPoll(spec) });
}

export function closeElectionRunoff(ctx: HookContext): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === ELECTION_RUNOFF && p.status === 'open');
  if (!poll) return;
  const { outcome } = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: ELECTION_RUNOFF, outcome });
  if (outcome.kind === 'selected' && outcome.options[0]) elect(ctx, outcome.options[0]);
  else nobodyElected(ctx);
}
