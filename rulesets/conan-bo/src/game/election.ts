// The BO leader (CB-25, CB-30, CB-33, CB-D16): who leads now, the `bo-leader` election in every
// phase, taking office at the start of the next phase, and succession on the leader's death.
import { openPoll, tallyPoll, toFaction, type GameState, type HookContext, type PollSpec, type Seat } from '@mafia/kernel';
import { DATA, FACTION, NOTICE, POLL } from '../ids';
import { boRankOf, isBo, living, seatById } from './seats';

/** Host-only ledger key of a member elected this phase, who takes office at the next (CB-30). */
const ELECTED = 'bo-leader-elected:';

const members = (state: GameState): Seat[] => living(state).filter((s) => isBo(s));

/**
 * CB-25, CB-D16.1: the leader is the member in office (elected, or the last one announced) while
 * alive; otherwise the highest-ranked living member. An arrested or injured leader keeps office (CB-33).
 */
export function leaderOf(state: GameState): Seat | undefined {
  const inOffice = state.data[DATA.boLeader]?.value;
  const current = typeof inOffice === 'string' ? seatById(state, inOffice) : undefined;
  if (current && current.alive && !current.removed && isBo(current)) return current;
  return members(state).sort((a, b) => boRankOf(a.role) - boRankOf(b.role))[0];
}

/**
 * CB-D16.2: voters and options are the living BO members, arrested ones included (CB-33), and no
 * status stops a ballot (`hindered` is a lynch-only restriction). Ballots are live for the BO and
 * the poll is seen by its voters only: a town seat never learns it exists (I-8). "50%+ of the BO
 * vote" is the kernel's `majority` without lock: strictly more than half of the voters.
 */
export function electionPoll(state: GameState): PollSpec {
  const bo = members(state);
  return {
    id: POLL.boLeader,
    voters: bo.map((s) => ({ seat: s.id })),
    options: bo.map((s) => ({ id: s.id, seat: s.id })),
    slots: [{ id: 'main' }],
    visibility: 'live',
    tally: { kind: 'majority' },
    eligibility: { ignoreStatuses: 'all' },
    seenBy: 'voters',
  };
}

/**
 * CB-D16.1, CB-D16.3: records the leader in the BO's data when it changed, and tells the BO channel
 * (`bo.leader`). The first record (Night 1's default leader, CB-25) is not announced.
 */
function recordLeader(ctx: HookContext): void {
  const leader = leaderOf(ctx.state);
  const previous = ctx.state.data[DATA.boLeader]?.value;
  if (!leader || previous === leader.id) return;
  ctx.emit({ type: 'data-set', key: DATA.boLeader, value: leader.id, audience: toFaction(FACTION.bo) });
  if (previous !== undefined) ctx.notify(toFaction(FACTION.bo), NOTICE.boLeader, { seat: leader.id });
}

/**
 * CB-D1.3, at the start of every phase: a member elected in the previous phase takes office if
 * still alive (a candidate already leading changes nothing); then the phase's `bo-leader` poll opens.
 */
export function startElection(ctx: HookContext): void {
  for (const [key, value] of Object.entries(ctx.state.ledger)) {
    if (!key.startsWith(ELECTED) || value <= 0) continue;
    ctx.emit({ type: 'ledger-changed', key, delta: -value });
    const elected = seatById(ctx.state, key.slice(ELECTED.length));
    if (elected?.alive && !elected.removed && isBo(elected)) {
      ctx.emit({ type: 'data-set', key: DATA.boLeader, value: elected.id, audience: toFaction(FACTION.bo) });
      ctx.notify(toFaction(FACTION.bo), NOTICE.boLeader, { seat: elected.id });
    }
  }
  recordLeader(ctx);
  if (members(ctx.state).length > 0) ctx.emit({ type: 'poll-opened', poll: openPoll(electionPoll(ctx.state)) });
}

/**
 * CB-D7 #23, CB-D8 #10: the `election` stage, last of the phase. Members who died during the phase
 * no longer vote (CB-8), so the voters are brought up to date before the count; ballots do not
 * carry over, since every phase opens a new poll.
 */
export function countElection(ctx: HookContext): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === POLL.boLeader && p.status === 'open');
  if (!poll) return;
  const voters = members(ctx.state).map((s) => ({ seat: s.id }));
  if (voters.map((v) => v.seat).join() !== poll.spec.voters.map((v) => v.seat).join()) ctx.emit({ type: 'poll-voters-updated', poll: POLL.boLeader, voters });
  const counted = ctx.state.polls.find((p) => p.spec.id === POLL.boLeader) ?? poll;
  const { outcome } = tallyPoll(counted);
  ctx.emit({ type: 'poll-closed', poll: POLL.boLeader, outcome });
  const [chosen] = outcome.kind === 'selected' ? outcome.options : [];
  if (chosen !== undefined && chosen !== leaderOf(ctx.state)?.id) ctx.emit({ type: 'ledger-changed', key: `${ELECTED}${chosen}`, delta: 1 });
}

/** CB-D16.1: a leader who dies is succeeded at once by the highest-ranked living member. */
export function succeedOnDeath(ctx: HookContext, seat: string): void {
  if (ctx.state.data[DATA.boLeader]?.value === seat) recordLeader(ctx);
}
