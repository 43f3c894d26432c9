import { defineRole } from '@mafia/ruleset-kit';
import { giveGadget } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `agasa` (town): give-gadget. */
export const agasa: Role = defineRole({
  id: ROLE.agasa,
  faction: FACTION.town,
  abilities: [giveGadget],
});
