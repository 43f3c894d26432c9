import { defineRole } from '@mafia/ruleset-kit';
import { heal, protectorDefence } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `araide` (town): heal (CB-D15.1): also cures an injury. */
export const araide: Role = defineRole({
  id: ROLE.araide,
  faction: FACTION.town,
  abilities: [heal],
  defend: protectorDefence,
});
