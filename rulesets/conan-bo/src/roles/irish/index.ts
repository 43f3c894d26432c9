import { defineRole } from '@mafia/ruleset-kit';
import { temporaryDisguise } from '../../actions/town';
import { frame } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `irish` (bo): rank 8: frame | temporary-disguise (CB-2). */
export const irish: Role = defineRole({
  id: ROLE.irish,
  faction: FACTION.bo,
  abilities: [frame('irish'), temporaryDisguise('irish')],
});
