import { defineRole } from '@mafia/ruleset-kit';
import { matchmake } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `yumi` (town): matchmake on Night 1 (CB-D20). */
export const yumi: Role = defineRole({
  id: ROLE.yumi,
  faction: FACTION.town,
  abilities: [matchmake],
});
