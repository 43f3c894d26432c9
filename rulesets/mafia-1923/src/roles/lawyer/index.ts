import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import { selfLimit } from '../limits';
import type { Role } from '../types';

/**
 * Seed 002, Lawyer (D): one player a day is saved from the court; the next most voted of that
 * family dies instead (nobody, if they are the only one left). Itself at most once.
 */
export const lawyer: Role = defineRole({
  id: 'lawyer',
  faction: CIVILIAN,
  abilities: [{ id: ABILITY.represent, phase: 'day', targets: { count: 1, self: 'allowed' }, validate: selfLimit(1) }],
});
