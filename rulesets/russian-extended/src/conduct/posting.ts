// What may be posted in the game thread, and when (part 4 §4.2 C-5; §2.4 SV-3a, SV-3d): the
// kernel's `validatePost` hook. Everything else keeps the kernel's rules (the living post).
import type { GameState, Rejection, Seat } from '@mafia/kernel';
import { killerSideOf, living, seatOf } from '../model';
import { eliteOf, masterOf, SERVANT } from '../roles/elite';
import { passedVotes } from '../roles/elite/servant';

/** The day's vote steps (a vote is "running"). */
const VOTE_STEPS = ['election', 'election-runoff', 'hunt-approval', 'hunt', 'lynch', 'revote', 'additional-vote', 'additional-revote'];
export const LAST_WORD = 'last-word';

/**
 * C-5: "a dead player is allowed one posthumous message: the last word"; died at night → before the
 * vote starts (the next day's discussion), died by day → before the morning results (the same day).
 * Later, or a second post, is refused `last-word-closed` (the kernel's `author-not-alive` otherwise).
 */
function lastWord(state: GameState, seat: Seat): { rejection?: Rejection; flags: string[] } {
  const died = seat.eliminatedIn;
  if (seat.removed || !died) return { rejection: { code: 'author-not-alive' }, flags: [] };
  const { phase, step } = state.clock;
  const inTime = died.kind === 'night' ? phase.kind === 'day' && phase.number === died.number + 1 && step === 'discussion' : phase.kind === 'day' && phase.number === died.number;
  const spoken = state.posts.some((p) => p.seat === seat.id && p.flags.includes(LAST_WORD));
  if (!inTime || spoken) return { rejection: { code: 'last-word-closed' }, flags: [] };
  return { flags: [LAST_WORD] };
}

/** The kernel's `validatePost`: `{ flags: [] }` leaves the post to the kernel's own rules. */
export function validateThreadPost(state: GameState, seat: Seat, channel: string): { rejection?: Rejection; flags: string[] } {
  if (channel.startsWith('faction:')) return servantChat(state, seat, channel);
  if (channel !== 'thread') return { flags: [] };
  if (!seat.alive) return lastWord(state, seat);
  if (!VOTE_STEPS.includes(state.clock.step)) return { flags: [] };
  // SV-3a: "he may not post in the thread while a vote is running".
  // Reading SV-3d A2: a servant substituting for his master at this vote may post as his master would.
  if (eliteOf(seat) === SERVANT && ![...passedVotes(state).values()].includes(seat.id)) return { rejection: { code: 'servant-silent-at-vote' }, flags: [] };
  // SV-3d: "the master then loses the right to post during that vote until its result".
  if (passedVotes(state).has(seat.id)) return { rejection: { code: 'vote-passed-silent' }, flags: [] };
  return { flags: [] };
}

/**
 * SV-10: "the Servant may communicate by PM only with his master. If the master has a partner,
 * communication with that partner is also allowed." A team chat is a private message to every
 * living member of it, so a servant may post there only while it reaches nobody but his master and
 * his master's partners (the other members of the master's killer pair); otherwise it is refused
 * `servant-pm-master-only`. Reading SV-10 A1 (README): the rule limits what he sends; the team's
 * channel still shows him what his team posts.
 */
function servantChat(state: GameState, seat: Seat, channel: string): { rejection?: Rejection; flags: string[] } {
  const master = masterOf(seat);
  if (eliteOf(seat) !== SERVANT || master === null) return { flags: [] };
  const faction = channel.slice('faction:'.length);
  const masterSeat = seatOf(state, master);
  const side = killerSideOf(state, masterSeat);
  const partners = side === null ? [] : living(state).filter((s) => s.id !== master && killerSideOf(state, s) === side).map((s) => s.id);
  const allowed = new Set([master, ...partners]);
  const reached = living(state).filter((s) => s.id !== seat.id && s.faction === faction);
  return reached.every((s) => allowed.has(s.id)) ? { flags: [] } : { rejection: { code: 'servant-pm-master-only' }, flags: [] };
}
