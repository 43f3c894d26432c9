// Who killed each night victim (criminalist r.4 "the direct killer", r.8 the mercenary's and the
// poisoner's kills): host-only data written when the night settles, read by the samples.
import type { GameState, HookContext, Json } from '@mafia/kernel';
import { read, write } from '../../data';
import type { NightLog } from '../../night/book';
import { poisoningsOf } from '../poisoner/poisonings';

/** How a body was killed: `poison` (the poisoner's poison), `contract` (the mercenary's), `kill` otherwise. */
export type KillKind = 'poison' | 'contract' | 'kill';
export interface BodyKillers {
  killers: string[];
  kind: KillKind;
}

const BODY_KILLERS = 'body-killers';

export const bodyKillersOf = (state: GameState): Record<string, BodyKillers> => (read<Json>(state, BODY_KILLERS) as Record<string, BodyKillers> | null) ?? {};

/**
 * Reading criminalist A6 ★ (ambiguity 2, "direct killer"): the seats whose move killed the body —
 * every shooter whose shot at him killed (the insurer when the insurance fired, the mercenary for a
 * contract, the civilian killer), or the poisoner whose poison killed him.
 */
export function recordBodyKillers(ctx: HookContext, log: NightLog, died: ReadonlySet<string>): void {
  const found: Record<string, BodyKillers> = {};
  for (const shot of log.shots) {
    if (!died.has(shot.target) || (shot.outcome !== 'killed' && shot.outcome !== 'killed-black')) continue;
    const entry = (found[shot.target] ??= { killers: [], kind: 'kill' });
    if (!entry.killers.includes(shot.actor)) entry.killers.push(shot.actor);
    if (shot.via === 'contract') entry.kind = 'contract';
  }
  for (const p of poisoningsOf(log.state)) {
    if (p.outcome !== 'pending' || !died.has(p.victim) || found[p.victim]) continue;
    found[p.victim] = { killers: [p.poisoner], kind: 'poison' };
  }
  if (Object.keys(found).length > 0) write(ctx, BODY_KILLERS, { ...bodyKillersOf(log.state), ...found } as unknown as Json);
}
