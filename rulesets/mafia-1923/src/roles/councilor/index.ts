import { defineRole } from '@mafia/ruleset-kit';
import { CIVILIAN } from '../../ids';
import type { Role } from '../types';

/**
 * Seed 002, Councilor (D): an additional family vote and an additional individual vote every
 * day, "not bound by the normal voting rules": two extra unbound slots of the court poll.
 */
export const councilor: Role = defineRole({ id: 'councilor', faction: CIVILIAN, abilities: [] });
