// BAR-6 (part 1 §3.4, L13): "if the Politician, the Lawyer and the Priest mutually give each other
// immunity at a vote, one of them still remains open ... by priority Politician > Lawyer > Priest".
// Reading BAR A2 ★: the moves apply in that order and the one that would close the circle is
// dropped. The priest's forgiveness comes last (after the last ballot, PRI-3), so it is the one
// dropped whenever the forgiven player's immunity leads, directly or through the other, to him.
import type { GameState } from '@mafia/kernel';
import { KEYS, read } from '../../data';
import { living } from '../../model';
import { legallyProtected } from '../lawyer';

/** Today's immunities given before the vote: protector → protected (POL-6, LAW-3). */
function immunities(state: GameState): Map<string, string> {
  const day = state.clock.phase.number;
  const edges = new Map<string, string>();
  const shadow = read<{ day: number; seat: string | null }>(state, KEYS.shadowVertical);
  const politician = living(state).find((s) => s.role === 'politician');
  if (politician && shadow?.day === day && shadow.seat) edges.set(politician.id, shadow.seat);
  const lawyer = living(state).find((s) => s.role === 'lawyer');
  const legal = legallyProtected(state)[0];
  if (lawyer && legal !== undefined) edges.set(lawyer.id, legal);
  return edges;
}

/** BAR-6: forgiving `forgiven` would close a circle of immunity back to `priest`. */
export function closesImmunityCircle(state: GameState, priest: string, forgiven: string): boolean {
  const edges = immunities(state);
  const seen = new Set<string>();
  for (let seat: string | undefined = forgiven; seat !== undefined && !seen.has(seat); seat = edges.get(seat)) {
    if (seat === priest) return true;
    seen.add(seat);
  }
  return false;
}
