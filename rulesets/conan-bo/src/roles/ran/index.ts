import { defineRole } from '@mafia/ruleset-kit';
import { protect, protectorDefence } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `ran` (town): protect (CB-D15.1). */
export const ran: Role = defineRole({
  id: ROLE.ran,
  faction: FACTION.town,
  abilities: [protect],
  defend: protectorDefence,
});
