import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { LEDGER } from '../ids';

/** "May only protect themselves twice" and similar self-use limits, counted in the ledger (`night/settle.ts`). */
export function selfLimit(max: number) {
  return (state: GameState, intent: Intent): Rejection | null => {
    if (!intent.targets.includes(intent.actor)) return null;
    const used = state.ledger[LEDGER.selfUses(intent.actor, intent.ability)] ?? 0;
    return used >= max ? { code: 'self-limit-reached', params: { ability: intent.ability, max } } : null;
  };
}
