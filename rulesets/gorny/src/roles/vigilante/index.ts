import { defineRole, kill } from '@mafia/ruleset-kit';

/** Seed 001, RAR: "A Vigilante shoots player A". No use limit unless the setup adds one. */
export const vigilante = defineRole({ id: 'vigilante', faction: 'town', abilities: [kill({ tag: 'vigilante', self: 'allowed' })] });
