import { defineRole } from '@mafia/ruleset-kit';
import { stakeout } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `ayumi` (town): Detective Boy, DB rank 2: stakeout (CB-D12.6). */
export const ayumi: Role = defineRole({
  id: ROLE.ayumi,
  faction: FACTION.town,
  abilities: [stakeout],
});
