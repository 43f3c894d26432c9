import { defineRole, visit } from '@mafia/ruleset-kit';

/** Seed 001, RAR: "a Visitor is a pure example" of an observable effect that does nothing by itself. */
export const visitor = defineRole({ id: 'visitor', faction: 'town', abilities: [visit({ self: 'allowed' })] });
