import { defineRole } from '@mafia/ruleset-kit';
import { arrest, interrogate } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `megure` (town): police: arrest and interrogate. */
export const megure: Role = defineRole({
  id: ROLE.megure,
  faction: FACTION.town,
  abilities: [arrest('megure'), interrogate('megure')],
});
