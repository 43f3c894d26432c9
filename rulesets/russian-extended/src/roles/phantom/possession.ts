// The Phantom's possession (PHA-2..PHA-5, T.9) and the black Phantom's curse (N-PH.1..N-PH.4):
// sent at a vote as a deathbed move, or at the vote of his own phantom day; read when the step closes.
import { toPublic, toSeat, type GameState, type HookContext, type Intent, type Json } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, negativeOf, RED, seatOf } from '../../model';
import { ROLE_BLOCKED } from '../hacker/blocks';
import { facelessPhantomEnds, facelessVoteIsZero, validateFacelessPossess } from './faceless';
import { LYNCH_AND_HUNT_STEPS } from '../../day/lynch-steps';

/** Contract §3 status `cursed` (N-PH.1..N-PH.3). */
export const CURSED = 'cursed';
/** Host-only data: every possession of the game. */
export const POSSESSIONS = 'possessions';
const STATUS = 'phantom';
// AV-M: the additional vote and its revote too (day/lynch-steps.ts).
const VOTE_STEPS = LYNCH_AND_HUNT_STEPS;

export interface Possession {
  phantom: string;
  seat: string;
  day: number;
  /** N-PH.1: a black Phantom's possession is a curse. */
  curse: boolean;
  /** PHA-5, N-PH.3, N-PH.4: the Phantom has left the game (with the possessed, or after his vote). */
  left?: boolean;
}

export const possessionsOf = (state: GameState): Possession[] => (read<Json>(state, POSSESSIONS) as unknown as Possession[] | null) ?? [];

const sentThisStep = (state: GameState, intent: Intent): boolean =>
  state.intents.some((i) => i.actor === intent.actor && i.ability === 'possess' && i.step === state.clock.step && i.id !== intent.id);

/**
 * PHA-2, T.9 (contract §5, reading PHA A1 / T-A3 ★): at a vote, as a deathbed move (it takes effect
 * only if that vote eliminates him), or, killed at night, at the vote of his phantom day (the kernel's
 * `whileDead`: a dead seat with status `phantom` may send it). One possession a game, one per vote.
 */
export const possess = defineAbility({
  id: 'possess',
  phase: 'day',
  steps: VOTE_STEPS,
  targets: { count: 1, self: 'forbidden' },
  whileDead: { status: STATUS },
  validate: (state, intent) => (sentThisStep(state, intent) || possessionsOf(state).some((p) => p.phantom === intent.actor) ? { code: 'already-possessed' } : validateFacelessPossess(state, intent)),
});

/** The possess moves of this vote step that take effect: their author is dead now (lynched by it, or on his phantom day). */
const effectivePossessions = (state: GameState): Intent[] =>
  state.intents.filter((i) => i.ability === 'possess' && i.step === state.clock.step && seatOf(state, i.actor).role === 'phantom' && !seatOf(state, i.actor).alive);

/**
 * N-PH.4: a black Phantom who curses at this vote keeps his negative role hidden when the vote
 * eliminates him (the ruleset's `afterElimination` asks before announcing it).
 */
export const cursesNow = (state: GameState, seat: string): boolean =>
  VOTE_STEPS.includes(state.clock.step) &&
  seatOf(state, seat).role === 'phantom' &&
  seatOf(state, seat).faction === BLACK &&
  state.intents.some((i) => i.ability === 'possess' && i.actor === seat && i.step === state.clock.step);

const setStatus = (ctx: HookContext, seat: string, id: string, source: string, until: number): void => {
  if (seatOf(ctx.state, seat).statuses.some((s) => s.id === id)) ctx.emit({ type: 'status-removed', seat, status: id });
  ctx.emit({ type: 'status-added', seat, status: { id, source, audience: toPublic, expires: { kind: 'day', number: until } } });
};

/**
 * When a vote step closes (after its result): PHA-2, the Phantom stays one more vote (status
 * `phantom` through the next day, contract §9 note 1); PHA-3, he learns the civilian role; PHA-4,
 * the vote result names the possessed (`day.possessed`); N-PH.1, N-PH.2: a black Phantom's is a
 * curse (`day.cursed`, status `cursed` for a day: civilian role and colour blocked).
 */
export function closePossessions(ctx: HookContext): void {
  if (!VOTE_STEPS.includes(ctx.state.clock.step)) return;
  const day = ctx.state.clock.phase.number;
  const added: Possession[] = [];
  for (const intent of effectivePossessions(ctx.state)) {
    const target = seatOf(ctx.state, intent.targets[0] as string);
    const curse = seatOf(ctx.state, intent.actor).faction === BLACK;
    setStatus(ctx, intent.actor, STATUS, 'possess', day + 1);
    if (curse) {
      setStatus(ctx, target.id, CURSED, 'phantom', day + 1);
      // N-PH.2: "a full block of his civilian role": the role block every move already obeys (MOV-7), by day and by night.
      if (!target.statuses.some((s) => s.id === ROLE_BLOCKED)) ctx.emit({ type: 'status-added', seat: target.id, status: { id: ROLE_BLOCKED, source: 'curse', expires: { kind: 'day', number: day + 1 } } });
      ctx.notify(toPublic, 'day.cursed', { seat: target.id });
    } else ctx.notify(toPublic, 'day.possessed', { phantom: intent.actor, seat: target.id });
    ctx.notify(toSeat(intent.actor), 'pm.possessed-role', { target: target.id, role: target.role }, { kind: 'possessed-role', target: target.id, role: target.role });
    added.push({ phantom: intent.actor, seat: target.id, day, curse });
  }
  if (added.length > 0) write(ctx, POSSESSIONS, [...possessionsOf(ctx.state), ...added] as unknown as Json);
  // PHA-5, N-PH.3: a possessed player who left at this very vote takes the Phantom with him.
  for (const p of added) if (!seatOf(ctx.state, p.seat).alive) phantomLeavesWith(ctx, p.seat);
}

/** The possessions still holding their Phantom in the game. */
const holding = (state: GameState): Possession[] =>
  possessionsOf(state).filter((p) => p.left !== true && seatOf(state, p.phantom).statuses.some((s) => s.id === STATUS && s.source === 'possess'));

function leave(ctx: HookContext, p: Possession): void {
  ctx.emit({ type: 'status-removed', seat: p.phantom, status: STATUS });
  write(ctx, POSSESSIONS, possessionsOf(ctx.state).map((q) => (q.phantom === p.phantom && q.seat === p.seat ? { ...q, left: true } : q)) as unknown as Json);
  // N-PH.4: his exact negative role is hidden until he has left the game.
  const negative = p.curse ? negativeOf(seatOf(ctx.state, p.phantom)) : null;
  if (negative) ctx.notify(toPublic, ctx.state.clock.phase.kind === 'night' ? 'morning.negative-revealed' : 'day.negative-revealed', { seat: p.phantom, negative });
}

/** PHA-5, N-PH.3 (the ruleset's `afterElimination`): the possessed or cursed player leaves, the Phantom leaves with him. */
export function phantomLeavesWith(ctx: HookContext, seat: string): void {
  // FP.5: a Faceless-phantom leaves when his possessed victim's target dies too.
  for (const p of holding(ctx.state).filter((x) => x.seat === seat || facelessPhantomEnds(ctx.state, x, seat))) leave(ctx, p);
}

/**
 * PHA-2 ("one more vote"), N-PH.4: when the day after the possession ends, the Phantom leaves; a
 * black Phantom's negative role is announced then.
 */
export function phantomsLeaveAtDayEnd(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  for (const p of holding(ctx.state).filter((x) => x.day === day - 1)) leave(ctx, p);
}

/** The step hook (index.ts `stepEnding`, after the step's own rules): possessions at a vote, departures at the evening. */
export function closePhantomStep(ctx: HookContext): void {
  if (ctx.state.clock.step === 'evening') phantomsLeaveAtDayEnd(ctx);
  else closePossessions(ctx);
}

/**
 * PHA-3 (reading PHA A2 ★, contract §9 note 1): at the votes after his possession the Phantom's
 * ballot counts only if it names the possessed player's target; otherwise it weighs 0.
 */
export function applyPossessedVote(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const day = ctx.state.clock.phase.number;
  const zeroed = holding(ctx.state)
    // FP.4 ("the Faceless's vote is then zero"): from the possession on, so already at the additional
    // vote of the day he possessed at his lynch (l.156); a red Phantom's weight rule starts the next day.
    .filter((p) => p.day < day || facelessVoteIsZero(ctx.state, p.phantom))
    .filter((p) => {
      const mine = poll.ballots.find((b) => b.voter === p.phantom)?.targets ?? [];
      const theirs = poll.ballots.find((b) => b.voter === p.seat)?.targets ?? [];
      // FP.4: the Faceless-phantom's ballot weighs 0 whatever it names.
      return mine.length > 0 && (mine.join() !== theirs.join() || facelessVoteIsZero(ctx.state, p.phantom));
    })
    .map((p) => p.phantom);
  if (zeroed.length === 0) return;
  ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters: poll.spec.voters.map((v) => (zeroed.includes(v.seat) ? { ...v, weight: 0 } : v)) });
}

/**
 * END-6 (L172): "when counting the surviving reds, a dead red phantom counts as +1 if it has
 * inhabited, or will inhabit at the end of the day, another red player; a dead black or grey phantom
 * is not counted at all". Read at the start of a day: a dead red Phantom still in the game who
 * possesses a living red, or who may still possess today (his phantom day after a night death,
 * reading END-6 A1 ★: "will inhabit" cannot be known yet, so his open possession counts).
 */
export function countedRedPhantoms(state: GameState): number {
  const day = state.clock.phase.number;
  return state.seats.filter((s) => {
    if (s.alive || s.role !== 'phantom' || s.faction !== RED) return false;
    const own = possessionsOf(state).find((p) => p.phantom === s.id);
    if (own) return own.left !== true && s.statuses.some((st) => st.id === STATUS && st.source === 'possess') && seatOf(state, own.seat).alive && seatOf(state, own.seat).faction === RED;
    return s.statuses.some((st) => st.id === STATUS && st.expires?.kind === 'day' && st.expires.number === day);
  }).length;
}
