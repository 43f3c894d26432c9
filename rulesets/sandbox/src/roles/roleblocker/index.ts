import { block, defineRole } from '@mafia/ruleset-kit';

/** Blocks one player's actions for the night (slot `block`, first in the night order). */
export const roleblocker = defineRole({ id: 'roleblocker', faction: 'town', abilities: [block()] });
