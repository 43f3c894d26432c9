import { defineRole } from '@mafia/ruleset-kit';
import { dayAbility } from '../../actions/faction';
import { ABILITY, FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `haibara` (town): antidote (CB-D19.3). */
export const haibara: Role = defineRole({
  id: ROLE.haibara,
  faction: FACTION.town,
  abilities: [dayAbility(ABILITY.antidote)],
});
