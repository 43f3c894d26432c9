import { defineRole } from '@mafia/ruleset-kit';
import { arrest } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `takagi` (town): police: arrest. */
export const takagi: Role = defineRole({
  id: ROLE.takagi,
  faction: FACTION.town,
  abilities: [arrest('takagi')],
});
