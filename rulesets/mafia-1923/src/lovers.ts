import type { GameState } from '@mafia/kernel';
import { DATA } from './ids';

export type Pair = [string, string];

/** Pairs made by Shadchanim so far (host-only data). */
export function loversOf(state: GameState): Pair[] {
  const value = state.data[DATA.lovers]?.value;
  if (!Array.isArray(value)) return [];
  return value.filter((p): p is Pair => Array.isArray(p) && p.length === 2 && p.every((s) => typeof s === 'string'));
}

export function partnerIn(pairs: readonly Pair[], seat: string): string | undefined {
  for (const [a, b] of pairs) {
    if (a === seat) return b;
    if (b === seat) return a;
  }
  return undefined;
}
