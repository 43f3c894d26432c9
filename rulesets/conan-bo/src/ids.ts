/**
 * The contract of the Detective Conan BO ruleset: every id of the specification's §16 (CB-D26),
 * spelled exactly as written there. Scenario files, locales and the client depend on these strings;
 * `test/ids.test.ts` checks that everything the scenarios and locales use is declared here.
 * Game-neutral names in code; the flavour lives in `locales/`.
 */
export const RULESET_ID = 'conan-bo';

/** CB-D2. */
export const FACTION = { town: 'town', bo: 'bo' } as const;
export type FactionId = (typeof FACTION)[keyof typeof FACTION];

/** CB-D1.1: one step per phase; the game starts with Night 1. */
export const STEP = { night: 'night', day: 'day' } as const;

/** CB-D4, CB-D26: the 33 roles. */
export const ROLE = {
  townsperson: 'townsperson',
  conan: 'conan',
  heiji: 'heiji',
  hakuba: 'hakuba',
  kogoro: 'kogoro',
  megure: 'megure',
  satou: 'satou',
  takagi: 'takagi',
  ran: 'ran',
  araide: 'araide',
  makoto: 'makoto',
  kazuha: 'kazuha',
  eri: 'eri',
  akai: 'akai',
  agasa: 'agasa',
  haibara: 'haibara',
  kid: 'kid',
  yumi: 'yumi',
  mitsuhiko: 'mitsuhiko',
  ayumi: 'ayumi',
  genta: 'genta',
  anokata: 'anokata',
  gin: 'gin',
  vermouth: 'vermouth',
  bourbon: 'bourbon',
  vodka: 'vodka',
  chianti: 'chianti',
  korn: 'korn',
  irish: 'irish',
  pisco: 'pisco',
  calvados: 'calvados',
  tequila: 'tequila',
  kir: 'kir',
} as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** CB-D4 §3.1: the 21 town roles, in the specification's order. */
export const TOWN_ROLES = [
  ROLE.townsperson,
  ROLE.conan,
  ROLE.heiji,
  ROLE.hakuba,
  ROLE.kogoro,
  ROLE.megure,
  ROLE.satou,
  ROLE.takagi,
  ROLE.ran,
  ROLE.araide,
  ROLE.makoto,
  ROLE.kazuha,
  ROLE.eri,
  ROLE.akai,
  ROLE.agasa,
  ROLE.haibara,
  ROLE.kid,
  ROLE.yumi,
  ROLE.mitsuhiko,
  ROLE.ayumi,
  ROLE.genta,
] as const;

/** CB-D3, CB-D4 §3.2: the 12 BO roles in rank order (index 0 = rank 1). */
export const BO_ROLES = [
  ROLE.anokata,
  ROLE.gin,
  ROLE.vermouth,
  ROLE.bourbon,
  ROLE.vodka,
  ROLE.chianti,
  ROLE.korn,
  ROLE.irish,
  ROLE.pisco,
  ROLE.calvados,
  ROLE.tequila,
  ROLE.kir,
] as const;
export type BoRoleId = (typeof BO_ROLES)[number];

/** CB-D3: the Detective Boys in DB rank order (index 0 = rank 1). */
export const DB_ROLES = [ROLE.mitsuhiko, ROLE.ayumi, ROLE.genta] as const;

/** CB-D4: the roles with `arrest` (CB-43's "character able to arrest"). */
export const POLICE_ROLES = [ROLE.megure, ROLE.satou, ROLE.takagi] as const;
/** CB-18: the travellers, abroad at the start. */
export const TRAVELLER_ROLES = [ROLE.hakuba, ROLE.makoto] as const;
/** CB-D4, CB-D15.3: the snipers. */
export const SNIPER_ROLES = [ROLE.chianti, ROLE.korn] as const;

/** CB-D4: Anokata's passives. */
export const PASSIVE = { godfather: 'godfather', chameleon: 'chameleon' } as const;

/** CB-D4 §3.3–3.4, CB-D26: every active ability id. */
export const ABILITY = {
  investigate: 'investigate',
  interrogate: 'interrogate',
  spy: 'spy',
  track: 'track',
  stakeout: 'stakeout',
  protect: 'protect',
  heal: 'heal',
  guard: 'guard',
  arrest: 'arrest',
  release: 'release',
  lawsuit: 'lawsuit',
  accompany: 'accompany',
  accuse: 'accuse',
  voiceOfReason: 'voice-of-reason',
  antidote: 'antidote',
  vengeance: 'vengeance',
  travel: 'travel',
  giveGadget: 'give-gadget',
  useGadget: 'use-gadget',
  steal: 'steal',
  temporaryDisguise: 'temporary-disguise',
  matchmake: 'matchmake',
  slander: 'slander',
  disguise: 'disguise',
  frighten: 'frighten',
  discombobulate: 'discombobulate',
  injure: 'injure',
  frame: 'frame',
  eraseBody: 'erase-body',
  eraseEvidence: 'erase-evidence',
  bribe: 'bribe',
  hinder: 'hinder',
  blackmail: 'blackmail',
  confuse: 'confuse',
  killOrder: 'kill-order',
  aptx: 'aptx',
  giveSuitcase: 'give-suitcase',
  suitcase: 'suitcase',
} as const;
export type AbilityId = (typeof ABILITY)[keyof typeof ABILITY];
export type PassiveId = (typeof PASSIVE)[keyof typeof PASSIVE];

/** CB-2, CB-D5.6: abilities of one action group share one slot per phase. */
export const ACTION_GROUPS = [
  { role: ROLE.satou, abilities: [ABILITY.arrest, ABILITY.release] },
  { role: ROLE.eri, abilities: [ABILITY.lawsuit, ABILITY.voiceOfReason] },
  { role: ROLE.bourbon, abilities: [ABILITY.spy, ABILITY.blackmail] },
  { role: ROLE.irish, abilities: [ABILITY.frame, ABILITY.temporaryDisguise] },
  { role: ROLE.kid, abilities: [ABILITY.steal, ABILITY.temporaryDisguise] },
  { role: ROLE.pisco, abilities: [ABILITY.eraseBody, ABILITY.eraseEvidence] },
] as const satisfies ReadonlyArray<{ role: RoleId; abilities: readonly [AbilityId, AbilityId] }>;

/** CB-D6.1: the only eight statuses a seat ever holds. */
export const STATUS = {
  abroad: 'abroad',
  injured: 'injured',
  suspended: 'suspended',
  arrested: 'arrested',
  hindered: 'hindered',
  blackmailed: 'blackmailed',
  disguised: 'disguised',
  lover: 'lover',
} as const;
export type StatusId = (typeof STATUS)[keyof typeof STATUS];

/** CB-D21, CB-D16.2. */
export const POLL = { lynch: 'lynch', boLeader: 'bo-leader' } as const;
export type PollId = (typeof POLL)[keyof typeof POLL];
/** CB-D16: the current leader's seat, kept for the BO (`faction:bo`) in the view's `data` (README contract table, added). */
export const DATA = { boLeader: 'bo-leader' } as const;
/** CB-D21.1: the `lynch` poll's no-lynch option. */
export const NO_LYNCH = 'none';

/** CB-D26: private result kinds. */
export const RESULT = {
  investigation: 'investigation',
  interrogation: 'interrogation',
  spy: 'spy',
  track: 'track',
  watch: 'watch',
  arrest: 'arrest',
  failed: 'failed',
  aptx: 'aptx',
  erasedBody: 'erased-body',
  lover: 'lover',
  suitcaseReceived: 'suitcase-received',
  injured: 'injured',
  hindered: 'hindered',
  blackmailed: 'blackmailed',
  steal: 'steal',
  gadgetReceived: 'gadget-received',
} as const;
export type ResultKind = (typeof RESULT)[keyof typeof RESULT];

/** CB-D26: the fields of each result kind besides `kind` (`failed.target` is optional). */
export const RESULT_FIELDS: Record<ResultKind, readonly string[]> = {
  investigation: ['target', 'action', 'object', 'value'],
  interrogation: ['target', 'value'],
  spy: ['target', 'role', 'value'],
  track: ['target', 'visited'],
  watch: ['target', 'visitors'],
  arrest: ['target', 'crime', 'outcome'],
  failed: ['ability', 'target'],
  aptx: ['target', 'role', 'outcome'],
  'erased-body': ['target', 'role', 'will'],
  lover: ['lover', 'role'],
  'suitcase-received': [],
  injured: [],
  hindered: [],
  blackmailed: [],
  steal: ['target', 'gadgets', 'suitcase'],
  'gadget-received': ['gadget'],
};

/** CB-D26 result values. */
export const INTERROGATION_VALUE = { bo: 'bo', notBo: 'not-bo' } as const;
export const ARREST_OUTCOME = { arrested: 'arrested', falseCharge: 'false-charge' } as const;
export const APTX_OUTCOME = { success: 'success', wrongGuess: 'wrong-guess', failed: 'failed' } as const;

/** CB-D23, CB-D16.3, CB-D17.2: the ruleset's notice keys. */
export const NOTICE = {
  phaseChange: 'phase-change',
  boLeader: 'bo.leader',
  boSuitcase: 'bo.suitcase',
} as const;
export type NoticeKey = (typeof NOTICE)[keyof typeof NOTICE];
/** CB-D23: the params of `phase-change`. */
export const PHASE_CHANGE_PARAMS = ['phase', 'number', 'deaths', 'arrests', 'releases', 'lynch', 'votes', 'totals', 'modifiers'] as const;
/** CB-D23: `deaths[].cause`. */
export const CAUSE = { killed: 'killed', aptx: 'aptx', lynched: 'lynched', vengeance: 'vengeance', heartbreak: 'heartbreak' } as const;
/** CB-42 … CB-44, CB-D24: the result's `reason` (`reasons.<id>` texts on the end screen). */
export const WIN_REASON = { draw: 'draw-by-heartbreak', noFreeBo: 'no-free-bo', noFreeTown: 'no-free-town', boParity: 'bo-parity', nightStart: 'night-start' } as const;
/** CB-D23: `lynch.outcome`. */
export const LYNCH_OUTCOME = { lynched: 'lynched', noLynch: 'no-lynch', stopped: 'stopped' } as const;
/** CB-D23: `modifiers[].kind`. */
export const MODIFIER_KIND = { accompany: 'accompany', accuse: 'accuse' } as const;

/** Kernel notices this ruleset's scenarios read (not part of §16; the kernel's own keys). */
export const KERNEL_NOTICE = {
  factionMembers: 'notices.faction-members',
  modkilled: 'notices.modkilled',
  playerReplaced: 'notices.player-replaced',
} as const;

/** CB-D26: this ruleset's rejection codes. */
export const REJECTION = {
  actorCannotAct: 'actor-cannot-act',
  voterCannotVote: 'voter-cannot-vote',
  notLeader: 'not-leader',
  killerNotBo: 'killer-not-bo',
  killerUnavailable: 'killer-unavailable',
  killRotation: 'kill-rotation',
  loverTarget: 'lover-target',
  notASniper: 'not-a-sniper',
  targetNotBo: 'target-not-bo',
  noSuitcase: 'no-suitcase',
  noPillsLeft: 'no-pills-left',
  noGadget: 'no-gadget',
  crimeAlreadyErased: 'crime-already-erased',
  blackmailed: 'blackmailed',
} as const;
export type RejectionCode = (typeof REJECTION)[keyof typeof REJECTION];

/** Kernel rejection codes the contract names (CB-D26) or the scenarios expect. */
export const KERNEL_REJECTION = [
  'wrong-phase',
  'no-uses-left',
  'not-available-this-phase',
  'self-target-forbidden',
  'target-not-alive',
  'duplicate-target',
  'wrong-target-count',
  'missing-option',
  'invalid-option',
  'actor-not-alive',
  'voter-not-alive',
  'unknown-ability',
  'author-not-alive',
  'will-author-not-alive',
  'unknown-poll',
] as const;

/** CB-13–CB-15, CB-D9.1: the 17 crime ids (option `crime`). */
export const CRIME = {
  killing: 'killing',
  attacking: 'attacking',
  bribe: 'bribe',
  frame: 'frame',
  disguise: 'disguise',
  slander: 'slander',
  discombobulate: 'discombobulate',
  eraseBody: 'erase-body',
  eraseEvidence: 'erase-evidence',
  frighten: 'frighten',
  steal: 'steal',
  heavyHanded: 'heavy-handed',
  insultToInjury: 'insult-to-injury',
  hinder: 'hinder',
  confuse: 'confuse',
  blackmail: 'blackmail',
  temporaryDisguise: 'temporary-disguise',
} as const;
export type CrimeId = (typeof CRIME)[keyof typeof CRIME];
export const CRIMES: readonly CrimeId[] = Object.values(CRIME);
/** CB-D4 `frame`: every crime but `frame` itself. */
export const FRAMEABLE_CRIMES: readonly CrimeId[] = CRIMES.filter((crime) => crime !== CRIME.frame);

/** CB-D12.3: the claim vocabulary of `investigate` (option `action`). */
export const CLAIM_ACTIONS = [
  'kill',
  'injure',
  'protect',
  'heal',
  'stun',
  'frighten',
  'discombobulate',
  'slander',
  'confuse',
  'hinder',
  'blackmail',
  'steal',
  'arrest',
  'release',
  'interrogate',
  'investigate',
  'spy',
  'track',
  'stakeout',
  'erase-body',
  'erase-evidence',
  'give-gadget',
  'disguise',
  'temporary-disguise',
  'bribe',
  'matchmake',
] as const;

/** CB-D17.3: the actions the Black Suitcase fakes (option `action` of `suitcase`). */
export const SUITCASE_ACTIONS = [
  'interrogate',
  'track',
  'stakeout',
  'protect',
  'heal',
  'frighten',
  'discombobulate',
  'slander',
  'confuse',
  'hinder',
  'blackmail',
] as const;

/** CB-D4: Agasa's gadgets (option `gadget`). */
export const GADGET = { stunWatch: 'stun-watch', trackingGlasses: 'tracking-glasses' } as const;
/** CB-D13.1: option `mode` of `kill-order`. */
export const KILL_MODE = { kill: 'kill', snipe: 'snipe' } as const;

/** CB-D26: option names. */
export const OPTION = { action: 'action', role: 'role', crime: 'crime', gadget: 'gadget', mode: 'mode' } as const;

/** CB-D26: settings. */
export const SETTING = { nightLength: 'nightLength', dayLength: 'dayLength', hostReview: 'hostReview', aptxPills: 'aptxPills' } as const;

/** CB-D22.4: the host command that replaces a will's text before it is revealed. */
export const HOST_COMMAND = { editWill: 'edit-will' } as const;

/** CB-D25. */
export const SETUP = { basic9: 'basic-9', standard13: 'standard-13', full17: 'full-17' } as const;
export type SetupId = (typeof SETUP)[keyof typeof SETUP];
