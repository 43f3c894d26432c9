// N-KZ.5 (part 3 §3.2, l.100): "if the kamikaze role was obtained after a successful activation, only
// the suicide move is available". Reading N-KZ.5 A1 (README, lane civ2): an activation is
// successful when it took someone along (a killer answered, kamikaze r.1 / N-KZ.6; a listed red
// visitor, N-KZ.2; a suicide's target, N-KZ.4), whatever that player's team: kamikaze r.5's "spent"
// role (a black taken) is one case of it. The role was "obtained after" it when an earlier holder of
// the role is dead and the current holder is another seat.
import type { GameState } from '@mafia/kernel';

/** The death causes of the kamikaze's own moves (retaliation and list, the suicides). */
const KAMIKAZE_TAGS = ['kamikaze', 'kamikaze-suicide'];

const diedOfKamikaze = (cause: string | undefined): boolean =>
  cause !== undefined && cause.startsWith('killed:') && cause.slice('killed:'.length).split('+').some((tag) => KAMIKAZE_TAGS.includes(tag));

/** N-KZ.5: `seat` holds the kamikaze role taken over from a holder who died after it took someone along. */
export function obtainedAfterActivation(state: GameState, seat: string): boolean {
  const activated = state.seats.some((s) => !s.alive && diedOfKamikaze(s.eliminationCause));
  const earlierHolderDead = state.seats.some((s) => s.id !== seat && !s.alive && s.role === 'kamikaze');
  return activated && earlierHolderDead;
}
