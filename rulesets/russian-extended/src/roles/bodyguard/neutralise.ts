// N-BG.1, N-BG.2 (part 3 §3.2 l.89): a black or grey bodyguard "neutralises the doctor, cultist and
// blocker: the ward will not be saved by them in case of an attempt", unless he said
// `neutralise: off` when sending the move. The protecting roles ask here before they protect.
import type { GameState, Intent } from '@mafia/kernel';
import { RED, seatOf } from '../../model';
import { KILLER_MOVES } from './transfer';

/** A killer's move names the ward tonight: "in case of an attempt" (N-BG.1). */
export const attemptOn = (intents: readonly Intent[], ward: string): boolean => intents.some((i) => KILLER_MOVES.includes(i.ability) && i.targets.includes(ward));

/**
 * The black (or grey) bodyguard who neutralises protection of `ward` tonight, if any: he guards
 * him, a killer attempts him, and he did not choose `neutralise: off` (N-BG.2).
 */
export function neutralisingGuard(state: GameState, intents: readonly Intent[], ward: string): string | undefined {
  if (!attemptOn(intents, ward)) return undefined;
  const guard = intents.find(
    (i) => i.ability === 'guard' && i.targets[0] === ward && seatOf(state, i.actor).faction !== RED && seatOf(state, i.actor).role === 'bodyguard' && i.options?.['neutralise'] !== 'off',
  );
  return guard?.actor;
}
