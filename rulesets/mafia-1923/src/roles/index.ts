import { armedRobber } from './armed-robber';
import { bodyguard } from './bodyguard';
import { boss } from './boss';
import { bumblingBureaucrat } from './bumbling-bureaucrat';
import { butler, poisonClock } from './butler';
import { councilor } from './councilor';
import { courtSecretary } from './court-secretary';
import { detective } from './detective';
import { doctor } from './doctor';
import { drunkard } from './drunkard';
import { lawyer } from './lawyer';
import { mafiaKill, mafiaMember } from './mafia-member';
import { pacifist } from './pacifist';
import { paperboy } from './paperboy';
import { shadchan } from './shadchan';
import { sheriff } from './sheriff';
import { thief } from './thief';
import { townsperson } from './townsperson';
import { witness } from './witness';
import type { Role } from './types';

/**
 * Seed 002, Roles, in the rulebook's order (Beginner, then Standard), then the two it only names.
 * One folder per role: its abilities (checks, night slot and handler, morning) and its defence.
 */
export const ROLES: Role[] = [
  townsperson,
  mafiaMember,
  armedRobber,
  thief,
  butler,
  boss,
  drunkard,
  bodyguard,
  bumblingBureaucrat,
  councilor,
  pacifist,
  doctor,
  sheriff,
  paperboy,
  witness,
  courtSecretary,
  lawyer,
  shadchan,
  detective,
];

export { mafiaKill, poisonClock };
export type { Ability, Night, Role } from './types';
