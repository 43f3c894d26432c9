import { defineRole } from '@mafia/ruleset-kit';
import { disguise } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `vermouth` (bo): rank 3: disguise. */
export const vermouth: Role = defineRole({
  id: ROLE.vermouth,
  faction: FACTION.bo,
  abilities: [disguise],
});
