import { defineRole } from '@mafia/ruleset-kit';
import { stakeout } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `mitsuhiko` (town): Detective Boy, DB rank 1: stakeout (CB-D12.6). */
export const mitsuhiko: Role = defineRole({
  id: ROLE.mitsuhiko,
  faction: FACTION.town,
  abilities: [stakeout],
});
