import { defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';
import { kamikazeSuicide } from './faceless';
import { kamikazeRoles } from './black';

/**
 * Kamikaze r.1–r.6 (part 2 §3.21, l.38): a passive role; an attack on him is answered in
 * `retaliation.ts` (asked by `night/kills.ts`), the morning's crippling and the spent role there too.
 */
export const kamikaze = defineRole({ id: 'kamikaze', faction: RED, abilities: [kamikazeSuicide, kamikazeRoles] }); // FK.2: the Faceless holder's suicide (faceless.ts)

export { activeKamikaze, kamikazeInherited, kamikazeMorning, kamikazeStrikes, KAMIKAZE_SPENT } from './retaliation';
