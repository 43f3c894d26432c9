import { defineRole } from '@mafia/ruleset-kit';
import { stakeout } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `genta` (town): Detective Boy, DB rank 3: stakeout (CB-D12.6). */
export const genta: Role = defineRole({
  id: ROLE.genta,
  faction: FACTION.town,
  abilities: [stakeout],
});
