import { openPoll, tallyPoll, toPublic, type GameState, type HookContext, type PollSpec } from '@mafia/kernel';

export const LYNCH = 'lynch';

const livingIds = (state: GameState) => state.seats.filter((s) => s.alive && !s.removed).map((s) => s.id);

/**
 * Seed 001 rules 6 and 7: one vote each among the living; a lynch needs a majority of the living
 * (floor(n/2)+1); "a lock occurs when someone with enough votes to be lynched receives an
 * additional vote ... and cannot be unvoted"; the lynch happens at the end of the day. There is
 * no "no lynch" option: without a majority nobody is lynched.
 */
export function lynchPoll(state: GameState): PollSpec {
  const living = livingIds(state);
  return {
    id: LYNCH,
    voters: living.map((seat) => ({ seat })),
    options: living.map((seat) => ({ id: seat, seat })),
    slots: [{ id: 'main' }],
    visibility: 'live',
    tally: { kind: 'majority', lock: true },
  };
}

export function openLynch(ctx: HookContext): void {
  ctx.emit({ type: 'poll-opened', poll: openPoll(lynchPoll(ctx.state)) });
}

export function openLynchPoll(state: GameState) {
  return state.polls.find((p) => p.spec.id === LYNCH && p.status === 'open');
}

/** A player who dies during the day (a mod-kill) stops voting, and the majority follows (rule 7). */
export function followDeaths(ctx: HookContext): void {
  const poll = openLynchPoll(ctx.state);
  if (!poll) return;
  const living = new Set(livingIds(ctx.state));
  const voters = poll.spec.voters.filter((v) => living.has(v.seat));
  if (voters.length !== poll.spec.voters.length) ctx.emit({ type: 'poll-voters-updated', poll: LYNCH, voters });
}

export function closeLynch(ctx: HookContext): void {
  const poll = openLynchPoll(ctx.state);
  if (!poll) return;
  const { outcome } = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: LYNCH, outcome });
  const chosen = outcome.kind === 'selected' ? outcome.options : [];
  for (const seat of chosen) ctx.eliminate(seat, 'lynched');
  ctx.notify(toPublic, chosen.length > 0 ? 'notices.lynched' : 'notices.no-lynch', { seats: chosen });
}
