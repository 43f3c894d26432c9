// Hero r.14: "the Hero sees the names of all players who visited him at night — fully identical to
// the same effect of the hobo" (HOM-7, HOM-9: a killer who failed is not seen).
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
