import { defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';

/**
 * A civilian role with no move: the placeholder for the additional civilian roles (part 1 §4,
 * part 2 §3) that later issues add, and the role an active citizen starts from (ACT-1).
 */
export const citizen = defineRole({ id: 'citizen', faction: RED, abilities: [] });
