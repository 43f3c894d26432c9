// The moves of black roles 5–8 (part 2 §4.5–4.8, issue #17): abilities of the black faction,
// refused to a seat whose overlay lacks them (`no-such-negative-move`, contract §3).
import { EXECUTOR_ABILITIES } from './executor';
import { GEISHA_ABILITIES } from './geisha';
import { POISONER_ABILITIES } from './poisoner';
import { YAKUZA_ABILITIES } from './yakuza';
import { BOSS_SON_ABILITIES } from './boss-son';
import { JOKER_ABILITIES } from './joker';
import { MERCENARY_ABILITIES } from './mercenary';
import { IMITATOR_ABILITIES } from './imitator';
import { DISGUISE_ABILITIES } from './imitator/disguise';

export const BLACK_ROLE_ABILITIES = [...POISONER_ABILITIES, ...GEISHA_ABILITIES, ...EXECUTOR_ABILITIES, ...YAKUZA_ABILITIES, ...BOSS_SON_ABILITIES, ...JOKER_ABILITIES, ...MERCENARY_ABILITIES, ...IMITATOR_ABILITIES, ...DISGUISE_ABILITIES];
