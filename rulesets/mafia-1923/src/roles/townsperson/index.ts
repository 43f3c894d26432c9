import { defineRole } from '@mafia/ruleset-kit';
import { CIVILIAN } from '../../ids';
import type { Role } from '../types';

/** Seed 002, Townsperson: "no special abilities compared to the other players"; votes every day. */
export const townsperson: Role = defineRole({ id: 'townsperson', faction: CIVILIAN, abilities: [], tags: ['beginner'] });
