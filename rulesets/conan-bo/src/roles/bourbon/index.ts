import { defineRole } from '@mafia/ruleset-kit';
import { spy } from '../../actions/town';
import { blackmail } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `bourbon` (bo): rank 4: spy | blackmail (CB-2). */
export const bourbon: Role = defineRole({
  id: ROLE.bourbon,
  faction: FACTION.bo,
  abilities: [spy('bourbon'), blackmail],
});
