import { defineRole } from '@mafia/ruleset-kit';

/** No night ability: votes by day. */
export const villager = defineRole({ id: 'villager', faction: 'town', abilities: [] });
