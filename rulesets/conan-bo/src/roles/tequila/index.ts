import { defineRole } from '@mafia/ruleset-kit';
import { hinder } from '../../actions/bo-roles';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `tequila` (bo): rank 11: hinder. */
export const tequila: Role = defineRole({
  id: ROLE.tequila,
  faction: FACTION.bo,
  abilities: [hinder],
});
