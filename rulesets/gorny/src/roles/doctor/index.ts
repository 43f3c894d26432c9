import { defineRole, protect } from '@mafia/ruleset-kit';

/** Seed 001, method 1: "Caluin targets Orphan with his doc save ability"; RAR: "The Doctor action prevents kills". */
export const doctor = defineRole({ id: 'doctor', faction: 'town', abilities: [protect({ self: 'allowed' })] });
