import type { FactionDefinition } from '@mafia/ruleset-kit';
import { factionalKill } from './factional-kill';

/** Seed 001: town against the mafia ("Town or Scum"); the cult exists for the cult recruiter (RAR, last paragraph). */
export const factions: FactionDefinition[] = [
  { id: 'town', knowsMembers: false, chat: false },
  { id: 'mafia', knowsMembers: true, chat: true, abilities: [factionalKill] },
  { id: 'cult', knowsMembers: true, chat: true },
];
