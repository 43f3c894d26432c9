import { defineRole } from '@mafia/ruleset-kit';

/**
 * Seed 001, method 1: "Ankeli is the treestump but is in effect vanilla and has no night action".
 * Exactly a vanilla townie under another name: votes, can be voted, posts, counts for the town.
 */
export const treestump = defineRole({ id: 'treestump', faction: 'town', abilities: [], tags: ['vanilla-equivalent'] });
