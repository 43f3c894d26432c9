// The Cultist's heal against the poisoner (part 2 §3.26 r.8; poisoner r.4 "a servant healed by the
// cultist"; reading Cultist A7: the poisoning night counts).
import type { Intent } from '@mafia/kernel';
import { negativeOf, seatOf } from '../../model';
import { roleState, type NightLog } from '../../night/book';
import { hasStatus } from '../hacker/blocks';

/** The poisoner's own record of the night (roles/poisoner: `roleState(log, 'poisoner')`), read only. */
interface PoisonNight {
  poisoned: Array<{ poisoner: string; victim: string }>;
}

/** A poisoner stopped before his move reached anyone: arrested, his negative blocked, or taken by the Prostitute or the Geisha. */
function stoppedAtHome(log: NightLog, poisoner: string): boolean {
  if (hasStatus(seatOf(log.state, poisoner), 'negative-blocked')) return true;
  return log.intents.some(
    (i: Intent) => i.targets.includes(poisoner) && ((i.ability === 'block' && i.options?.['mode'] === 'arrest') || i.ability === 'take' || i.ability === 'entertain'),
  );
}

/** r.8: a poison aimed at the healed player tonight that did not take (the heal protected him). */
export function brokePoisoning(log: NightLog, target: string): boolean {
  const poisoned = roleState<PoisonNight>(log, 'poisoner', () => ({ poisoned: [], ended: [], failed: [] })).poisoned;
  return log.intents.some(
    (i) =>
      i.ability === 'poison' &&
      i.targets.includes(target) &&
      negativeOf(seatOf(log.state, i.actor)) === 'poisoner' &&
      !stoppedAtHome(log, i.actor) &&
      !poisoned.some((p) => p.victim === target),
  );
}
