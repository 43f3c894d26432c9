import { defineRole } from '@mafia/ruleset-kit';
import { slander } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `gin` (bo): rank 2: slander. */
export const gin: Role = defineRole({
  id: ROLE.gin,
  faction: FACTION.bo,
  abilities: [slander],
});
