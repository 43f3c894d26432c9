import { defineRole, swap } from '@mafia/ruleset-kit';

/** Seed 001, method 1: "Bad Ash switches Pyro with Leo": actions aimed at one go to the other. */
export const busDriver = defineRole({ id: 'bus-driver', faction: 'town', abilities: [swap({ self: 'allowed' })] });
