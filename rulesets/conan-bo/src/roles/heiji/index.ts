import { defineRole } from '@mafia/ruleset-kit';
import { interrogate } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `heiji` (town): interrogate. */
export const heiji: Role = defineRole({
  id: ROLE.heiji,
  faction: FACTION.town,
  abilities: [interrogate()],
});
