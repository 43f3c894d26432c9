import { defineRole } from '@mafia/ruleset-kit';
import { eraseBody, eraseEvidence } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `pisco` (bo): rank 9: erase-body | erase-evidence (CB-2). */
export const pisco: Role = defineRole({
  id: ROLE.pisco,
  faction: FACTION.bo,
  abilities: [eraseBody('pisco'), eraseEvidence('pisco')],
});
