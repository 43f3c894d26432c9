import { defineRole, protect } from '@mafia/ruleset-kit';

/** Protects one other player a night (slot `protect`); the kit's `protect` forbids self-targets. */
export const doctor = defineRole({ id: 'doctor', faction: 'town', abilities: [protect()] });
