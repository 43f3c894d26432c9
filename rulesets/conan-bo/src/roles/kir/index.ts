import { defineRole } from '@mafia/ruleset-kit';
import { confuse } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `kir` (bo): rank 12: confuse. */
export const kir: Role = defineRole({
  id: ROLE.kir,
  faction: FACTION.bo,
  abilities: [confuse],
});
