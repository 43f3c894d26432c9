import { block, defineRole } from '@mafia/ruleset-kit';

/** Seed 001, RAR: "a Roleblocker blocks player B". */
export const roleblocker = defineRole({ id: 'roleblocker', faction: 'town', abilities: [block({ self: 'allowed' })] });
