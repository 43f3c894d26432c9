/**
 * Names used across the ruleset. Game-neutral in code ("faction", "group"); the flavour
 * ("family", "court") lives in the locale files.
 */
export const RULESET_ID = 'mafia-1923';

export const MAFIA = 'mafia';
export const CIVILIAN = 'civilian';

/** Seat attribute holding the family name (the scenario contract's `family`). */
export const FAMILY = 'family';
/** Seat attribute holding the sign-up level (`beginner` or `standard`). */
export const LEVEL = 'level';

export const DAY_STEP = 'vote';
export const NIGHT_STEP = 'night';

/** The day's poll and its slots (scenario contract: `poll: family` / `poll: individual`). */
export const COURT_POLL = 'court';
export const SLOT = {
  family: 'family',
  individual: 'individual',
  extraFamily: 'extra-family',
  extraIndividual: 'extra-individual',
  negativeFamily: 'negative-family',
  negativeIndividual: 'negative-individual',
} as const;
export const POOL = { family: 'family', seat: 'seat' } as const;

export const STATUS = {
  poisoned: 'poisoned',
  injured: 'injured',
  jailed: 'jailed',
  redirected: 'redirected',
  inLove: 'in-love',
} as const;

export const ABILITY = {
  kill: 'kill',
  redirect: 'redirect',
  cancel: 'cancel',
  steal: 'steal',
  matchmake: 'matchmake',
  protect: 'protect',
  guard: 'guard',
  poison: 'poison',
  attack: 'attack',
  inquire: 'inquire',
  deliver: 'deliver',
  jail: 'jail',
  represent: 'represent',
} as const;

/** Ledger keys (per seat, so a thief who takes a role starts with fresh limits). */
export const LEDGER = {
  selfUses: (seat: string, ability: string) => `self:${seat}:${ability}`,
  ownFamilyUses: (seat: string, ability: string) => `own-family:${seat}:${ability}`,
  butlerShield: (seat: string) => `butler-shield:${seat}`,
  bodyguardAuto: (seat: string) => `bodyguard-auto:${seat}`,
  improper: (seat: string) => `improper:${seat}`,
} as const;

/** Data keys. */
export const DATA = {
  families: 'families',
  lovers: 'lovers',
  result: 'result-families',
} as const;
