import { defineRole } from '@mafia/ruleset-kit';

/** Seed 001, method 1: "Zarn is vanilla and has no night action". */
export const vanilla = defineRole({ id: 'vanilla', faction: 'town', abilities: [] });
