import { defineRole } from '@mafia/ruleset-kit';
import { arrest, release } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `satou` (town): police: arrest | release (CB-2). */
export const satou: Role = defineRole({
  id: ROLE.satou,
  faction: FACTION.town,
  abilities: [arrest('satou'), release],
});
