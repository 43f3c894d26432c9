import { defineRole } from '@mafia/ruleset-kit';
import { track, travel } from '../../actions/town';
import { FACTION, ROLE } from '../../ids';
import type { Role } from '../types';

/** CB-D4 `hakuba` (town): track; traveller (CB-18). */
export const hakuba: Role = defineRole({
  id: ROLE.hakuba,
  faction: FACTION.town,
  abilities: [track, travel('hakuba')],
});
