import { defineRole } from '@mafia/ruleset-kit';
import { investigate } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `conan` (town): investigate. */
export const conan: Role = defineRole({
  id: ROLE.conan,
  faction: FACTION.town,
  abilities: [investigate],
});
