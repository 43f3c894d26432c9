import { defineRole } from '@mafia/ruleset-kit';

import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `anokata` (bo): rank 1; passives Godfather (reads not-bo, townsperson) and Chameleon (CB-D18). */
export const anokata: Role = defineRole({
  id: ROLE.anokata,
  faction: FACTION.bo,
  abilities: [],
});
