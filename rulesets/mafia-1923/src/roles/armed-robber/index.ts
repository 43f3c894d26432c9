import { defineRole } from '@mafia/ruleset-kit';
import { CIVILIAN } from '../../ids';
import type { Role } from '../types';

/**
 * Seed 002, Armed Robber (passive): kills whoever killed them, immediately. The revenge itself
 * lives in `src/deaths.ts` (night and day share it); the court case in `src/day/court.ts`.
 */
export const armedRobber: Role = defineRole({ id: 'armed-robber', faction: CIVILIAN, abilities: [] });
