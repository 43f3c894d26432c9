import { defineRole, jail } from '@mafia/ruleset-kit';

/** Seed 001, RAR: "a Jailkeeper action has three components ... Doctor + Visitor + Roleblocker". */
export const jailkeeper = defineRole({ id: 'jailkeeper', faction: 'town', abilities: [jail({ self: 'allowed' })] });
