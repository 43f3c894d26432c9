import { openPoll, tallyPoll, toPublic, type GameState, type HookContext, type PollSpec } from '@mafia/kernel';

export const LYNCH = 'lynch';

/** A majority-with-lock lynch among the living, "no elimination" allowed (exercises the vote kernel). */
export function lynchPoll(state: GameState): PollSpec {
  const living = state.seats.filter((s) => s.alive && !s.removed);
  return {
    id: LYNCH,
    voters: living.map((s) => ({ seat: s.id })),
    options: living.map((s) => ({ id: s.id, seat: s.id })),
    slots: [{ id: 'main', allowNone: true }],
    visibility: 'live',
    tally: { kind: 'majority', lock: true },
  };
}

export function openLynch(ctx: HookContext): void {
  ctx.emit({ type: 'poll-opened', poll: openPoll(lynchPoll(ctx.state)) });
}

export function closeLynch(ctx: HookContext): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === LYNCH);
  if (!poll || poll.status !== 'open') return;
  const { outcome } = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: LYNCH, outcome });
  const chosen = outcome.kind === 'selected' ? outcome.options.filter((o) => o !== 'none') : [];
  for (const seat of chosen) ctx.eliminate(seat, 'lynched');
  ctx.notify(toPublic, 'notices.lynch-result', { seats: chosen });
}
