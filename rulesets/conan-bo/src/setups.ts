/**
 * CB-D25: the three ready setups, seats listed BO first as the specification lists them (the lobby
 * shuffles seats). Role-id lists only; phase 2 wraps them in the kit's setup type.
 */
import { ROLE, SETUP, type RoleId, type SetupId } from './ids';

export interface SetupRoles {
  id: SetupId;
  bo: readonly RoleId[];
  town: readonly RoleId[];
}

export const SETUPS: readonly SetupRoles[] = [
  {
    id: SETUP.basic9,
    bo: [ROLE.gin, ROLE.vodka],
    town: [ROLE.conan, ROLE.megure, ROLE.ran, ROLE.kazuha, ROLE.akai, ROLE.townsperson, ROLE.townsperson],
  },
  {
    id: SETUP.standard13,
    bo: [ROLE.anokata, ROLE.gin, ROLE.vodka, ROLE.pisco],
    town: [ROLE.conan, ROLE.heiji, ROLE.megure, ROLE.satou, ROLE.ran, ROLE.araide, ROLE.kazuha, ROLE.akai, ROLE.yumi],
  },
  {
    id: SETUP.full17,
    bo: [ROLE.anokata, ROLE.gin, ROLE.vodka, ROLE.pisco, ROLE.tequila],
    town: [
      ROLE.conan,
      ROLE.heiji,
      ROLE.hakuba,
      ROLE.makoto,
      ROLE.megure,
      ROLE.satou,
      ROLE.ran,
      ROLE.kazuha,
      ROLE.akai,
      ROLE.eri,
      ROLE.mitsuhiko,
      ROLE.ayumi,
    ],
  },
];

/** All roles of a setup, BO first. */
export const setupRoles = (setup: SetupRoles): RoleId[] => [...setup.bo, ...setup.town];

/** CB-D25: the default `aptxPills` is the number of BO seats at the start (CB-36, CB-D19.2). */
export const defaultAptxPills = (setup: SetupRoles): number => setup.bo.length;
