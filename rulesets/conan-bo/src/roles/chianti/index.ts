import { defineRole } from '@mafia/ruleset-kit';
import { discombobulate } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `chianti` (bo): rank 6, sniper: discombobulate. */
export const chianti: Role = defineRole({
  id: ROLE.chianti,
  faction: FACTION.bo,
  abilities: [discombobulate],
});
