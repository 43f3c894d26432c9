import type { GameState, HookContext, PollState } from '@mafia/kernel';
import { openPoll, tallyPoll, toPublic } from '@mafia/kernel';
import { allRedsAgainst } from '../corrections/overrides';
import { KEYS, mayorOf, read, updateDay, write, writePublic } from '../data';
import { BLACK, ELITE, isExtended, living, seatOf } from '../model';
import { lynchAll } from './lynch';
import { detonationIn, detonationVictims } from '../roles/terrorist/explosion';
import { dayVoteSpec } from './vote-spec';
import { judgeTargets } from '../roles/judge';

export const HUNT_APPROVAL = 'hunt-approval';
export const HUNT = 'hunt';
export const YES = 'yes';

/**
 * WH-C1, WH-C2, WH-C7, WH-P7b: the hunt is offered at a normal vote once the mayor has lost his post,
 * if no hunt was held yet and more than 5 (standard) / 6 (extended) players are alive.
 * Interpretation (AMB-WH-3): "alive" counts living main players.
 */
export function huntOfferable(state: GameState): boolean {
  if (mayorOf(state)) return false;
  if (read<boolean>(state, KEYS.huntHeld)) return false;
  if (state.clock.phase.number < 2) return false;
  return living(state).length > (isExtended(state) ? 6 : 5);
}

/**
 * WH-C3: approval in green by at least 50% of the current main players (2A ≥ N, AMB-WH-4).
 * WH-C3b, EL-1: elite roles are not counted: the agent, the mason and the servant are neither in N
 * nor approvers (their approval is refused `not-a-voter`); phantoms are dead seats, out already.
 */
export function openHuntApproval(ctx: HookContext): void {
  const seats = living(ctx.state).filter((s) => s.attributes[ELITE] === undefined).map((s) => s.id);
  ctx.emit({
    type: 'poll-opened',
    poll: openPoll({
      id: HUNT_APPROVAL,
      voters: seats.map((seat) => ({ seat })),
      options: [{ id: YES }],
      slots: [{ id: 'main' }],
      visibility: 'live',
      tally: { kind: 'approval', yes: YES, threshold: { kind: 'share', num: 1, den: 2, strict: false } },
    }),
  });
}

/** WH-C4..WH-C6: approved, the hunt starts and cannot be cancelled; otherwise a normal vote. */
export function closeHuntApproval(ctx: HookContext): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === HUNT_APPROVAL && p.status === 'open');
  if (!poll) return;
  const { outcome } = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: HUNT_APPROVAL, outcome });
  const approved = outcome.kind === 'approval' && outcome.passed;
  updateDay(ctx, { huntApproved: approved });
  if (approved) writePublic(ctx, KEYS.huntHeld, true);
  ctx.notify(toPublic, approved ? 'day.hunt-approved' : 'day.hunt-refused');
}

/**
 * WH-P1..WH-P4: two votes each for different players, abstaining (wholly or for the second vote)
 * allowed; the two players with the most votes die; ties across the cut go to who received votes
 * earlier (WH-P5b, read as the earliest counted ballot, AMB-WH-1), and inside one ballot the names
 * count left to right (WH-P6: the first name written is the earlier vote); no revote (WH-P5a).
 */
export function openHunt(ctx: HookContext): void {
  const spec = dayVoteSpec(ctx.state, HUNT, { id: 'main', maxTargets: 2, allowAbstain: true, final: true }, { kind: 'plurality', places: 2, tieBreak: 'earliest-ballot-left-to-right' });
  ctx.emit({ type: 'poll-opened', poll: openPoll(spec) });
}

/**
 * RED-2: a black or the Faceless named by every surviving red dies whatever the weights and barriers;
 * RED-3: two blacks lynched at the hunt leave the surviving blacks without a new shot the next night.
 */
export function closeHunt(ctx: HookContext): void {
  const open = ctx.state.polls.find((p) => p.spec.id === HUNT && p.status === 'open');
  if (!open) return;
  const tally = tallyPoll(open);
  const teams = Object.fromEntries(open.spec.voters.map((v) => [v.seat, v.group ?? '']));
  const forced = allRedsAgainst(tally, teams, (seat) => seatOf(ctx.state, seat).faction);
  // TER-7 (reading TER A3 ★): the terrorist and his victim take the lower-priority lynchee's place.
  const detonation = detonationIn(ctx);
  const priority = judgeTargets(ctx.state, open);
  const lynched = detonation ? [...huntVictims(open, forced, priority).slice(0, 1), ...detonationVictims(ctx, detonation)] : huntVictims(open, forced, priority);
  ctx.emit({ type: 'poll-closed', poll: HUNT, outcome: { kind: 'selected', options: lynched } });
  const poll = ctx.state.polls.find((p) => p.spec.id === HUNT) as PollState;
  if (lynched.filter((s) => seatOf(ctx.state, s).faction === BLACK).length === 2) write(ctx, KEYS.noNewShotNight, ctx.state.clock.phase.number);
  lynchAll(ctx, lynched, poll, 'hunted', detonation);
}

/**
 * WH-P4, RED-2: the players forced by RED-2 die first; the places left go to the most-voted of the
 * others, ranked by the hunt's own tally (totals, then WH-P5b/WH-P6 priority), never by seat order.
 */
export function huntVictims(poll: PollState, forced: string[], priority: string[] = []): string[] {
  const sure = forced.slice(0, 2);
  const places = 2 - sure.length;
  if (places === 0) return sure;
  // WH-P5c: tied across the cut, the players the judge voted against die first (in his ballot's order).
  if (priority.length > 0) {
    const plain = tallyPoll(narrowed(poll, sure, places, false)).outcome;
    if (plain.kind === 'tie') {
      const judged = priority.filter((s) => plain.tied.includes(s)).slice(0, places - plain.selected.length);
      const first = [...plain.selected, ...judged];
      return [...sure, ...first, ...ranked(narrowed(poll, [...sure, ...first], places - first.length, true))];
    }
  }
  return [...sure, ...ranked(narrowed(poll, sure, places, true))];
}

/** The hunt's poll without the players already chosen, deciding `places` more (with or without WH-P5b's tie-break). */
function narrowed(poll: PollState, chosen: string[], places: number, tieBreak: boolean): PollState {
  const { spec } = poll;
  const tally = spec.tally.kind === 'plurality' ? { ...spec.tally, places, ...(tieBreak ? {} : { tieBreak: undefined }) } : spec.tally;
  return { ...poll, spec: { ...spec, tally, excluded: { ...spec.excluded, options: [...(spec.excluded?.options ?? []), ...chosen] } } };
}

/** The most-voted of a narrowed hunt, ranked by its own tally (totals, then WH-P5b/WH-P6 priority), never by seat order. */
function ranked(poll: PollState): string[] {
  const places = poll.spec.tally.kind === 'plurality' ? (poll.spec.tally.places ?? 1) : 1;
  if (places <= 0) return [];
  const outcome = tallyPoll(poll).outcome;
  return outcome.kind === 'selected' ? outcome.options : outcome.kind === 'tie' ? [...outcome.selected, ...outcome.tied].slice(0, places) : [];
}
