import { busDriver } from './bus-driver';
import { cop } from './cop';
import { cultRecruiter } from './cult-recruiter';
import { doctor } from './doctor';
import { goon } from './goon';
import { jailkeeper } from './jailkeeper';
import { paranoidGunOwner } from './paranoid-gun-owner';
import { redirector } from './redirector';
import { roleblocker } from './roleblocker';
import { tracker } from './tracker';
import { treestump } from './treestump';
import { vanilla } from './vanilla';
import { vigilante } from './vigilante';
import { visitor } from './visitor';
import { watcher } from './watcher';

export const roles = [
  vanilla,
  treestump,
  cop,
  doctor,
  vigilante,
  roleblocker,
  jailkeeper,
  tracker,
  watcher,
  busDriver,
  redirector,
  paranoidGunOwner,
  visitor,
  cultRecruiter,
  goon,
];
