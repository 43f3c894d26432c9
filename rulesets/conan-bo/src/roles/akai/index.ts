import { defineRole } from '@mafia/ruleset-kit';
import { vengeance } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `akai` (town): Vengeance, the one action that survives its actor's death (CB-8). */
export const akai: Role = defineRole({
  id: ROLE.akai,
  faction: FACTION.town,
  abilities: [vengeance],
});
