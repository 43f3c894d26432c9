import { defineRole } from '@mafia/ruleset-kit';
import { injureAbility } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `korn` (bo): rank 7, sniper: injure. */
export const korn: Role = defineRole({
  id: ROLE.korn,
  faction: FACTION.bo,
  abilities: [injureAbility],
});
