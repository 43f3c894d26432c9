import type { SetupDefinition, SetupSeat } from '@mafia/ruleset-kit';
import { FAMILY, MAFIA } from './ids';

const family = (name: string, roles: Array<string | [string, typeof MAFIA]>): SetupSeat[] =>
  roles.map((r) =>
    typeof r === 'string'
      ? { role: r, attributes: { [FAMILY]: name } }
      : { role: r[0], faction: r[1], attributes: { [FAMILY]: name } },
  );

/**
 * Seed 002, Nighttime: "A Mafia Member chosen by the Moderators will submit their decision". The
 * shipped tables let only the chosen member send (the host may choose another, see settings.ts).
 */
const settings = { mafiaSender: 'designated' };

/**
 * Named presets, one per table size of the rulebook's families ("Every family will consist of
 * either 8 or 10 players. Families of 8 will have 1 Mafia Member, and families of 10 will have 2").
 * The preset lists the special roles to deal; `buildGame` sizes the families from the sign-ups
 * (Beginners get only Townsperson or Mafia Member, Spectators get no seat), so a preset's seat
 * count is the table it was drawn for, not a limit.
 */
export const SETUPS: SetupDefinition[] = [
  {
    // 16 players: two families of 8, two Mafia Members.
    id: 'two-families-of-8',
    settings,
    seats: [
      ...family('Alpha', ['mafia-member', 'doctor', 'sheriff', 'witness', 'townsperson', 'townsperson', 'townsperson', 'townsperson']),
      ...family('Beta', ['mafia-member', 'bodyguard', 'detective', 'lawyer', 'townsperson', 'townsperson', 'townsperson', 'townsperson']),
    ],
  },
  {
    // 20 players: two families of 10, four Mafia Members.
    id: 'two-families-of-10',
    settings,
    seats: [
      ...family('Alpha', ['mafia-member', ['boss', MAFIA], 'doctor', 'sheriff', 'armed-robber', 'witness', 'townsperson', 'townsperson', 'townsperson', 'townsperson']),
      ...family('Beta', ['mafia-member', 'mafia-member', 'bodyguard', 'detective', 'lawyer', 'paperboy', 'townsperson', 'townsperson', 'townsperson', 'townsperson']),
    ],
  },
  {
    // 34 players: three families of 8 (one Mafia Member each) and one of 10 (two).
    id: 'three-families',
    settings,
    seats: [
      ...family('Alpha', ['mafia-member', 'doctor', 'sheriff', 'townsperson', 'townsperson', 'townsperson', 'townsperson', 'armed-robber']),
      ...family('Beta', [['boss', MAFIA], 'bodyguard', 'lawyer', 'witness', 'townsperson', 'townsperson', 'townsperson', 'councilor']),
      ...family('Gamma', ['mafia-member', 'butler', 'paperboy', 'court-secretary', 'townsperson', 'townsperson', 'pacifist', 'thief']),
      ...family('Delta', ['mafia-member', ['drunkard', MAFIA], 'detective', 'shadchan', 'bumbling-bureaucrat', 'townsperson', 'townsperson', 'townsperson', 'townsperson', 'townsperson']),
    ],
  },
];
