// Hero r.14: "the Hero sees the names of all players who visited him at night — fully identical to
// the same effect of the hobo" (HOM-7, HOM-9: a killer who failed is not seen).
import type { GameState, JsonObject } from '@mafia/kernel';
import type { NightAction, Resolution } from '@mafia/resolver';
import { living } from '../../model';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { visitorsOf } from '../detective/morning';
import { roleCutOff } from '../faceless/passive';

export function heroSeesVisitors(log: NightLog, resolution: Resolution, actions: readonly NightAction[]): void {
  const died = new Set(diedTonight(resolution));
  const result = { resolution, log, actions };
  // F.1 (reading FA-25): a hero cut tonight has his passive traits blocked too.
  for (const hero of living(log.state).filter((s) => s.role === 'hero' && !roleCutOff(log, s.id))) {
    const own = visitorsOf(result, hero.id).filter((v) => died.has(hero.id) || !(log.attackers.get(hero.id) ?? []).includes(v));
    if (own.length > 0) pm(log, hero.id, 'pm.visitors', { seats: own }, { kind: 'visitors', seats: own });
  }
}

/**
 * Hero r.13 with ACT-7: "if the Hero role passes to an active citizen, it gives him no information
 * except night information". ACT-7 hands the heir the role's data; for the hero that is only what
 * the role learnt at night, the visitor lists its holder was told (r.14), each with its night; the
 * role's day information (a black hero's `saved-team`, N-HR.2) is not passed.
 */
export function heroNightResults(state: GameState, from: string): JsonObject[] {
  const own = state.notices.filter((n) => n.audience.to === 'seat' && n.audience.seat === from);
  // What he himself inherited with the role comes first (an heir of an heir).
  const inherited = own
    .filter((n) => n.result?.kind === 'role-data' && n.result['role'] === 'hero' && Array.isArray(n.result['results']))
    .flatMap((n) => n.result?.['results'] as JsonObject[]);
  const visitors = own
    .filter((n) => n.result?.kind === 'visitors')
    .map((n) => ({ night: n.phase.kind === 'night' ? n.phase.number : n.phase.number - 1, ...(n.result as JsonObject) }));
  return [...inherited, ...visitors];
}
