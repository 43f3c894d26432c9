import { defineRole } from '@mafia/ruleset-kit';
import { dayAbility } from '../../actions/faction';
import { ABILITY, FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `kogoro` (town): accuse (CB-D21). */
export const kogoro: Role = defineRole({
  id: ROLE.kogoro,
  faction: FACTION.town,
  abilities: [dayAbility(ABILITY.accuse)],
});
