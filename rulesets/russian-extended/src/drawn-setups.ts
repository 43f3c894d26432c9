// Setups that draw their roles as the rulebook's hosts do (issue #17, G6): every player holds a
// personal civilian role (N.0), the basic roles are all in the game and the other seats get
// additional civilian roles drawn from those this ruleset plays; the blacks are the mafia pair, the
// maniac and one werewolf (two in the extended format, EXT-2), the werewolves drawn too. The
// lobby draws anew for every game from the game's seed (`assignDrawn`, the ruleset's `assign`).
import { RngCursor, seedRng } from '@mafia/kernel';
import { assignRoles, type AssignInput, type AssignOutcome, type Ruleset, type SetupDefinition, type SetupSeat } from '@mafia/ruleset-kit';
import { BLACK, CIVILIAN_ROLES, GREY, NEGATIVE_ROLES, RED } from './model';
import { WEREWOLF_ROLES } from './roles/werewolf';

/** The six basic civilian roles (l.4–l.9); EXT-2 adds the politician and a second active citizen. */
export const BASIC_ROLES = ['doctor', 'blocker', 'commissar', 'detective', 'investigator', 'active-citizen'];
export const EXTENDED_BASIC_ROLES = [...BASIC_ROLES, 'politician', 'active-citizen'];
/**
 * The werewolves the draw may pick (G1, `roles/werewolf`): the black roles that check red until
 * their first kill (contract §7); only those this ruleset plays (`NEGATIVE_ROLES`) are drawn, a
 * black without a negative move (`none`) fills the rest.
 */
export const WEREWOLVES: string[] = [...WEREWOLF_ROLES];

export interface DrawnFormat {
  id: string;
  format: 'standard' | 'extended';
  red: number;
  black: number;
  basic: string[];
  werewolves: number;
  /** F.30: the Faceless as the 13th (17th) main player, holding a drawn civilian role too (F.27). */
  faceless: boolean;
  /** Yakuza r.1: the yakuza pair replaces the maniac and one werewolf. */
  yakuza?: boolean;
  /** Boss's son r.1, AMB-EXT-1 ("Son of the Boss as a third mafia", L48): he takes one werewolf's place. */
  bossSon?: boolean;
  /** Yakuza r.8: the head's daughter, the yakuza's Boss's son, as their third. */
  headDaughter?: boolean;
  /** Yakuza r.8, r.15: the ninja, the yakuza's Mercenary, as their third. */
  ninja?: boolean;
}

/**
 * Part 4 §3.1: standard 12 = 8 red + 4 black (derived from l.64, l.131); extended 16 = 11 + 5
 * (EXT-1). The yakuza variants: the pair in place of the maniac and one werewolf (yakuza r.1).
 */
export const DRAWN_FORMATS: DrawnFormat[] = [
  { id: 'standard-drawn', format: 'standard', red: 8, black: 4, basic: BASIC_ROLES, werewolves: 1, faceless: false },
  { id: 'standard-13-drawn', format: 'standard', red: 8, black: 4, basic: BASIC_ROLES, werewolves: 1, faceless: true },
  { id: 'extended-drawn', format: 'extended', red: 11, black: 5, basic: EXTENDED_BASIC_ROLES, werewolves: 2, faceless: false },
  { id: 'extended-17-drawn', format: 'extended', red: 11, black: 5, basic: EXTENDED_BASIC_ROLES, werewolves: 2, faceless: true },
  { id: 'standard-yakuza-drawn', format: 'standard', red: 8, black: 4, basic: BASIC_ROLES, werewolves: 0, faceless: false, yakuza: true },
  { id: 'extended-yakuza-drawn', format: 'extended', red: 11, black: 5, basic: EXTENDED_BASIC_ROLES, werewolves: 1, faceless: false, yakuza: true },
  { id: 'standard-boss-son-drawn', format: 'standard', red: 8, black: 4, basic: BASIC_ROLES, werewolves: 0, faceless: false, bossSon: true },
  { id: 'extended-boss-son-drawn', format: 'extended', red: 11, black: 5, basic: EXTENDED_BASIC_ROLES, werewolves: 1, faceless: false, bossSon: true },
  // Yakuza r.8, r.15: both pairs with a third member each need five blacks: the extended format with no werewolf.
  { id: 'extended-yakuza-boss-son-drawn', format: 'extended', red: 11, black: 5, basic: EXTENDED_BASIC_ROLES, werewolves: 0, faceless: false, yakuza: true, bossSon: true },
  { id: 'extended-yakuza-head-daughter-drawn', format: 'extended', red: 11, black: 5, basic: EXTENDED_BASIC_ROLES, werewolves: 0, faceless: false, yakuza: true, headDaughter: true },
  { id: 'extended-yakuza-ninja-drawn', format: 'extended', red: 11, black: 5, basic: EXTENDED_BASIC_ROLES, werewolves: 0, faceless: false, yakuza: true, ninja: true },
];

/**
 * The additional civilian roles a draw may deal: every role this ruleset plays but the basic ones and
 * the plain citizen. POL-13: "the Politician may also be used in the normal format, as one of the
 * additional roles", so the standard draw may deal him (last in the list, so the extended draws,
 * where he is a basic role, POL-1, are unchanged).
 */
export const additionalRoles = (format: 'standard' | 'extended' = 'extended'): string[] => {
  const roles = CIVILIAN_ROLES.filter((r) => r !== 'citizen' && r !== 'politician' && !BASIC_ROLES.includes(r));
  return format === 'standard' ? [...roles, 'politician'] : roles;
};

/**
 * One draw, deterministic for a seed (its own stream, `<seed>:draw`, apart from the deal's and the
 * game's). The civilian roles go to the seats at random, blacks included (l.85–l.87 describe blacks
 * holding the basic roles; AMB-EXT-2); a shortage of additional roles is filled with citizens.
 */
export function drawSeats(format: DrawnFormat, seed: string): SetupSeat[] {
  const rng = new RngCursor(seedRng(`${seed}:draw`));
  const total = format.red + format.black + (format.faceless ? 1 : 0);
  const extra = rng.shuffle(additionalRoles(format.format)).slice(0, total - format.basic.length);
  const citizens = Array.from({ length: total - format.basic.length - extra.length }, () => 'citizen');
  const roles = rng.shuffle([...format.basic, ...extra, ...citizens]);
  const wolves = rng.shuffle(WEREWOLVES.filter((w) => NEGATIVE_ROLES.includes(w))).slice(0, format.werewolves);
  const killers = format.yakuza
    ? ['mafia', 'mafia', ...(format.bossSon ? ['boss-son'] : []), 'yakuza', 'yakuza', ...(format.headDaughter ? ['head-daughter'] : []), ...(format.ninja ? ['ninja'] : [])]
    : format.bossSon
      ? ['mafia', 'mafia', 'boss-son', 'maniac']
      : ['mafia', 'mafia', 'maniac'];
  const negatives = [...killers, ...wolves, ...Array.from({ length: format.werewolves - wolves.length }, () => 'none')];
  return roles.map((role, i): SetupSeat => {
    if (i < format.black) return { role, faction: BLACK, attributes: { negative: negatives[i] as string } };
    if (i < format.black + format.red) return { role, faction: RED };
    return { role, faction: GREY };
  });
}

/** The lobby's setups: their seats are one draw (seeded with the setup's id) for whoever reads a setup's seats (the simulator, the setup list). */
export const DRAWN_SETUPS: SetupDefinition[] = DRAWN_FORMATS.map((f) => ({ id: f.id, seats: drawSeats(f, f.id), settings: { format: f.format } }));

/** The ruleset's deal: a drawn setup is drawn anew from the game's seed, then dealt as every setup (the kit's `assignRoles`). */
export function assignDrawn(ruleset: Ruleset, { setup, players, seed }: AssignInput): AssignOutcome {
  const drawn = DRAWN_FORMATS.find((f) => f.id === setup.id);
  const seats = drawn ? drawSeats(drawn, seed) : setup.seats;
  if (players.length !== seats.length) return { ok: false, rejection: { code: 'wrong-player-count', params: { needed: seats.length, signedUp: players.length } } };
  const signups = players.map((p) => ({ id: p.id, name: p.name, ...(p.request ? { request: p.request } : {}), ...(Object.keys(p.options).length > 0 ? { attributes: p.options } : {}) }));
  const dealt = assignRoles(ruleset, { ...setup, seats }, signups, seed);
  return { ok: true, seats: dealt.seats, unmet: dealt.unmet.map((u) => ({ player: u.player, request: u.request })) };
}
