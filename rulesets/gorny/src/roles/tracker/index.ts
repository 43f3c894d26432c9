import { defineRole, track } from '@mafia/ruleset-kit';

/**
 * Seed 001, RAR rule 3: the tracker sees whom the target visited; `visited: []` when the target
 * "went nowhere"; no result at all when the tracker was roleblocked.
 */
export const tracker = defineRole({ id: 'tracker', faction: 'town', abilities: [track({ self: 'allowed' })] });
