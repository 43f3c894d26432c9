import { defineRole } from '@mafia/ruleset-kit';
import { CIVILIAN } from '../../ids';
import type { Role } from '../types';

/**
 * Seed 002, Witness (passive): told the roles of players after they die, by night or by day
 * (`src/witness.ts`).
 */
export const witness: Role = defineRole({ id: 'witness', faction: CIVILIAN, abilities: [] });
