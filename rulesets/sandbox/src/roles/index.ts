import { cop } from './cop';
import { doctor } from './doctor';
import { goon } from './goon';
import { roleblocker } from './roleblocker';
import { villager } from './villager';

/** One folder per role (docs/adding-a-role.md). */
export const ROLES = [villager, doctor, cop, roleblocker, goon];

export { factionalKill } from './goon';
