import { defineRole } from '@mafia/ruleset-kit';
import { dayAbility } from '../../actions/faction';
import { ABILITY, FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `kazuha` (town): accompany (CB-D21). */
export const kazuha: Role = defineRole({
  id: ROLE.kazuha,
  faction: FACTION.town,
  abilities: [dayAbility(ABILITY.accompany)],
});
