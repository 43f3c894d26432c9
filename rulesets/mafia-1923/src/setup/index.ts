import { RngCursor, seedRng, type SeatSetup } from '@mafia/kernel';
import { CIVILIAN, FAMILY, LEVEL, MAFIA } from '../ids';
import { DEFAULT_MAFIA_SECOND_ROLES } from '../settings';
import { familySizes, mafiaPerFamily } from './families';

export type Level = 'beginner' | 'standard' | 'spectator';

/** Seed 002, Setup: a sign-up, alone or with a group (a whole family of 8 or 10, or fewer). */
export interface Signup {
  id: string;
  name: string;
  level: Level;
  /** Players who signed up together share a group id; a whole family's id names the family. */
  group?: string;
  request?: { role?: string };
}

export interface BuildGameInput {
  signups: Signup[];
  /** Special roles for Standard Civilians, with counts (the rest are Townspeople). */
  roles: Record<string, number>;
  /** Second roles for Standard Mafia Members, with counts. */
  mafiaRoles?: Record<string, number>;
  allowedMafiaRoles?: string[];
  seed: string;
}

export interface Unmet {
  player: string;
  request: 'group' | 'role';
  reason: 'group-split' | 'level-forbids-role' | 'role-unavailable';
}

export interface Family {
  name: string;
  size: number;
  mafia: number;
  members: string[];
}

export type BuiltGame =
  | { ok: true; seats: SeatSetup[]; families: Family[]; spectators: string[]; unmet: Unmet[]; undealt: string[] }
  | { ok: false; rejection: { code: string; params: Record<string, string | number> } };

const expand = (counts: Record<string, number>): string[] => Object.entries(counts).flatMap(([role, n]) => Array<string>(n).fill(role));

/** Places sign-ups into families: groups first (largest first, best fit), then individuals. */
function placeFamilies(players: Signup[], rng: RngCursor, unmet: Unmet[]): Family[] | null {
  const groups = new Map<string, Signup[]>();
  const alone: Signup[] = [];
  for (const p of players) {
    if (p.group === undefined) alone.push(p);
    else groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
  }
  const parties = [...groups.entries()].map(([id, members]) => ({ id, members }));
  const sizes = familySizes(
    players.length,
    parties.filter((p) => p.members.length === 8).length,
    parties.filter((p) => p.members.length === 10).length,
  );
  if (!sizes) return null;
  const families: Family[] = sizes.map((size, i) => ({ name: `family-${i + 1}`, size, mafia: mafiaPerFamily(size), members: [] }));
  const free = (f: Family) => f.size - f.members.length;
  const loose: Signup[] = [...alone];
  for (const party of [...parties].sort((a, b) => b.members.length - a.members.length || (a.id < b.id ? -1 : 1))) {
    const n = party.members.length;
    const whole = families.find((f) => f.members.length === 0 && f.size === n);
    const fit = whole ?? families.filter((f) => free(f) >= n).sort((a, b) => free(a) - free(b))[0];
    if (!fit) {
      // "The Moderators will do their best to honor all requests, but they cannot guarantee"
      for (const m of party.members) unmet.push({ player: m.id, request: 'group', reason: 'group-split' });
      loose.push(...party.members);
      continue;
    }
    if (whole) fit.name = party.id;
    fit.members.push(...party.members.map((m) => m.id));
  }
  for (const player of rng.shuffle(loose)) {
    const target = families.find((f) => free(f) > 0);
    if (!target) throw new Error('placeFamilies ran out of places');
    target.members.push(player.id);
  }
  return families;
}

/**
 * Seed 002, Setup: families, levels and the seeded deal. Beginners are only ever Townspeople or
 * Mafia Members; Spectators get no seat (they receive public messages only). Requests are honoured
 * where they can be, and every one that could not be is listed in `unmet`.
 */
export function buildGame(input: BuildGameInput): BuiltGame {
  const rng = new RngCursor(seedRng(`${input.seed}:setup`));
  const spectators = input.signups.filter((s) => s.level === 'spectator').map((s) => s.id);
  const players = input.signups.filter((s) => s.level !== 'spectator');
  const allowed = input.allowedMafiaRoles ?? DEFAULT_MAFIA_SECOND_ROLES;
  const wrong = Object.keys(input.mafiaRoles ?? {}).find((r) => !allowed.includes(r));
  if (wrong) return { ok: false, rejection: { code: 'role-not-allowed-for-mafia', params: { role: wrong } } };
  const unmet: Unmet[] = [];
  const families = placeFamilies(players, rng, unmet);
  if (!families) return { ok: false, rejection: { code: 'player-count-unfit', params: { players: players.length } } };
  const byId = new Map(players.map((p) => [p.id, p]));
  const roleOf = new Map<string, { role: string; faction: string }>();
  const wants = (id: string, role: string) => byId.get(id)?.request?.role === role;

  // Mafia Members per family: those who asked first, then at random.
  const mafia: string[] = [];
  for (const family of families) {
    const asked = family.members.filter((id) => wants(id, 'mafia-member'));
    const others = rng.shuffle(family.members.filter((id) => !asked.includes(id)));
    const chosen = [...asked, ...others].slice(0, family.mafia);
    for (const id of asked) if (!chosen.includes(id)) unmet.push({ player: id, request: 'role', reason: 'role-unavailable' });
    mafia.push(...chosen);
  }
  const deal = (pool: string[], candidates: string[], faction: string) => {
    const standard = candidates.filter((id) => byId.get(id)?.level === 'standard');
    for (const id of standard) {
      const asked = byId.get(id)?.request?.role;
      const index = asked === undefined ? -1 : pool.indexOf(asked);
      if (index < 0) continue;
      pool.splice(index, 1);
      roleOf.set(id, { role: asked as string, faction });
    }
    for (const id of rng.shuffle(standard.filter((s) => !roleOf.has(s)))) {
      const role = pool.shift();
      if (role === undefined) break;
      roleOf.set(id, { role, faction });
    }
  };
  const specials = rng.shuffle(expand(input.roles));
  const mafiaSpecials = rng.shuffle(expand(input.mafiaRoles ?? {}));
  deal(mafiaSpecials, mafia, MAFIA);
  deal(specials, players.map((p) => p.id).filter((id) => !mafia.includes(id)), CIVILIAN);
  for (const p of players) {
    if (!roleOf.has(p.id)) roleOf.set(p.id, mafia.includes(p.id) ? { role: 'mafia-member', faction: MAFIA } : { role: 'townsperson', faction: CIVILIAN });
    const asked = p.request?.role;
    if (asked === undefined || asked === 'mafia-member' || roleOf.get(p.id)?.role === asked) continue;
    unmet.push({ player: p.id, request: 'role', reason: p.level === 'beginner' && asked !== 'townsperson' ? 'level-forbids-role' : 'role-unavailable' });
  }
  const familyOfPlayer = new Map(families.flatMap((f) => f.members.map((id) => [id, f.name] as const)));
  const seats: SeatSetup[] = players.map((p) => {
    const dealt = roleOf.get(p.id) ?? { role: 'townsperson', faction: CIVILIAN };
    return { id: p.id, name: p.name, role: dealt.role, faction: dealt.faction, modifiers: [], attributes: { [FAMILY]: familyOfPlayer.get(p.id) ?? '', [LEVEL]: p.level } };
  });
  return { ok: true, seats, families, spectators, unmet, undealt: [...mafiaSpecials, ...specials] };
}
