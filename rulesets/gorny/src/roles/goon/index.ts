import { defineRole } from '@mafia/ruleset-kit';

/**
 * Seed 001, method 1: "Leo is the goon and does not target": no power of its own; like every
 * mafia member it may send the faction's kill.
 */
export const goon = defineRole({ id: 'goon', faction: 'mafia', abilities: [] });
