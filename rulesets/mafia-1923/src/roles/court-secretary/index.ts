import { defineRole } from '@mafia/ruleset-kit';
import { CIVILIAN } from '../../ids';
import type { Role } from '../types';

/**
 * Seed 002, Court Secretary (passive): after the vote, told 25% (rounded down) of the ballots,
 * drawn independently for each secretary (`src/day/secretary.ts`).
 */
export const courtSecretary: Role = defineRole({ id: 'court-secretary', faction: CIVILIAN, abilities: [] });
