import { defineRole } from '@mafia/ruleset-kit';
import { CIVILIAN } from '../../ids';
import type { Role } from '../types';

/**
 * Seed 002, Pacifist (D): a negative family vote and a negative individual vote every day,
 * unbound: two extra slots of weight -1 in the court poll.
 */
export const pacifist: Role = defineRole({ id: 'pacifist', faction: CIVILIAN, abilities: [] });
