/**
 * The named night order (its slots). Part 3 §6 fixes the killers (K.1–K.5); the base roles around
 * them are our reading (README, Interpretations): the blocker and the doctor act before the killers
 * (BLO-11: a killed blocker's block still goes through), the checkers after them (MOV-10: an
 * attacked survivor whose move comes later than the killers skips it). BLK-14: a suicide resolves
 * after every killer move.
 */
export const NIGHT_ORDER = [
  // The Faceless's cut first (part 3 F.22, reading FA-4): nothing knocks it down, the victim is alive.
  'faceless',
  'pimp',
  'blocker',
  'geisha',
  'prostitute',
  'bodyguard',
  'doctor',
  // cultist r.10, K.8: the cultist's heal at the doctor's point of the night, always after him.
  'cult-heal',
  'homeless-drink',
  'poisoner',
  // Mercenary r.3: "in priority the Mercenary acts first", before the mafia's own kill.
  'priority-contract',
  'priority-kills',
  // Mercenary r.15: a contract insuring the maniac, before the insurers' own moves.
  'priority-contract-insurance',
  'priority-insurance',
  'other-contract',
  'other-kills',
  'other-contract-insurance',
  'other-insurance',
  'civilian-kills',
  // K.5 (l.121): an insurance activated through a saved victim, after every civilian killer.
  'saved-insurance',
  'suicide',
  // Madman (part 2 §3.22, reading ★ 2): after every killer, before the checkers whose moves he breaks.
  'madman',
  // Drug dealer (part 2 §3.17 r.15, reading A8): after the killers, so a player killed tonight is a corpse.
  'drug-dealer',
  'commissar',
  'journalist',
  'lawyer',
  'inquisitor',
  'detective',
  // Criminalist r.10: the samples' check is a night move, after the blockers who may break it.
  'criminalist',
  'homeless',
  'executor',
  'maid',
  // Witch (part 2 §3.29 r.2): "at the end of each night", after every move whose results go to the roles' new owners.
  'witch',
  // N-KZ.2, N-KZ.3 (part 3 l.100): the black kamikaze answers the listed roles' visits once every move has run.
  'black-kamikaze',
];

/** Negative moves: what the blocker's protection disrupts and what it leaves alone (BLO-4, BLO-5). */
export const NEGATIVE_ABILITIES = ['shoot', 'insure', 'burn']; // BLO-6: the inquisitor's burn counts as a negative move
/** The black roles' negative night moves (part 2 §4.5–4.8, ru-w2). */
NEGATIVE_ABILITIES.push('poison', 'entertain', 'seize');
/** The Mercenary's contract (part 2 §4.2, ru-merc): a negative move, kept by a protection (BLO-5). */
NEGATIVE_ABILITIES.push('contract');
