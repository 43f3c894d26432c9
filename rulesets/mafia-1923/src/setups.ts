import type { SetupDefinition, SetupSeat } from '@mafia/ruleset-kit';
import { FAMILY, MAFIA } from './ids';

const family = (name: string, roles: Array<string | [string, typeof MAFIA]>): SetupSeat[] =>
  roles.map((r) =>
    typeof r === 'string'
      ? { role: r, attributes: { [FAMILY]: name } }
      : { role: r[0], faction: r[1], attributes: { [FAMILY]: name } },
  );

/** Named presets: three families of 8 (one Mafia Member each) and one of 10 (two). */
export const SETUPS: SetupDefinition[] = [
  {
    id: 'three-families',
    seats: [
      ...family('Alpha', ['mafia-member', 'doctor', 'sheriff', 'townsperson', 'townsperson', 'townsperson', 'townsperson', 'armed-robber']),
      ...family('Beta', [['boss', MAFIA], 'bodyguard', 'lawyer', 'witness', 'townsperson', 'townsperson', 'townsperson', 'councilor']),
      ...family('Gamma', ['mafia-member', 'butler', 'paperboy', 'court-secretary', 'townsperson', 'townsperson', 'pacifist', 'thief']),
      ...family('Delta', ['mafia-member', ['drunkard', MAFIA], 'detective', 'shadchan', 'bumbling-bureaucrat', 'townsperson', 'townsperson', 'townsperson', 'townsperson', 'townsperson']),
    ],
  },
];
