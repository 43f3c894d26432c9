import { defineRole } from '@mafia/ruleset-kit';
import { steal, temporaryDisguise } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `kid` (town): steal | temporary-disguise (CB-2). */
export const kid: Role = defineRole({
  id: ROLE.kid,
  faction: FACTION.town,
  abilities: [steal, temporaryDisguise('kid')],
});
