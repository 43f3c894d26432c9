import { defineRole } from '@mafia/ruleset-kit';
import { guard, protectorDefence, travel } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `makoto` (town): guard; traveller (CB-18). */
export const makoto: Role = defineRole({
  id: ROLE.makoto,
  faction: FACTION.town,
  abilities: [guard, travel('makoto')],
  defend: protectorDefence,
});
