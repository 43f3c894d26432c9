import { defineRole } from '@mafia/ruleset-kit';
import { frighten } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `vodka` (bo): rank 5: frighten. */
export const vodka: Role = defineRole({
  id: ROLE.vodka,
  faction: FACTION.bo,
  abilities: [frighten],
});
