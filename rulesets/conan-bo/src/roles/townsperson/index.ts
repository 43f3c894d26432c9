import { defineRole } from '@mafia/ruleset-kit';

import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `townsperson` (town): a townsperson: no ability but the vote. */
export const townsperson: Role = defineRole({
  id: ROLE.townsperson,
  faction: FACTION.town,
  abilities: [],
});
