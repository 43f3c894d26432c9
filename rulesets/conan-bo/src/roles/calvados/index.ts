import { defineRole } from '@mafia/ruleset-kit';
import { bribe } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `calvados` (bo): rank 10: bribe. */
export const calvados: Role = defineRole({
  id: ROLE.calvados,
  faction: FACTION.bo,
  abilities: [bribe],
});
