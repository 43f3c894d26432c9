import { defineRole } from '@mafia/ruleset-kit';
import { dayAbility } from '../../actions/faction';
import { ABILITY, FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `eri` (town): lawsuit | voice-of-reason (CB-2, CB-41). */
export const eri: Role = defineRole({
  id: ROLE.eri,
  faction: FACTION.town,
  abilities: [dayAbility(ABILITY.lawsuit, 'eri'), dayAbility(ABILITY.voiceOfReason, 'eri')],
});
