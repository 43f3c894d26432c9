import { RngCursor, seedRng, type SeatSetup } from '@mafia/kernel';
import { seatFrom, type PlayerSignup, type Ruleset, type SetupDefinition, type SetupSeat } from '@mafia/ruleset-kit';

/** A sign-up; a new player names the experienced player they are paired with in `buddy`. */
export interface BuddySignup extends PlayerSignup {
  buddy?: string;
}

export interface BuddyPair {
  novice: string;
  mentor: string;
  faction: string;
}

export interface BuddyAssignment {
  seats: SeatSetup[];
  pairs: BuddyPair[];
  /** New players whose pairing could not be honoured (unknown or already-paired mentor, no faction with two seats left). */
  unpaired: string[];
}

const factionOf = (ruleset: Ruleset, seat: SetupSeat): string => seat.faction ?? ruleset.role(seat.role).faction;

/**
 * Seed 001, notice to new players: "a sort of buddy system that will team pair you with an
 * experienced player and then have you both randomly assigned to one of the game's factions
 * (Town or Scum)". Each pair draws a faction uniformly among the factions that still have two
 * seats in the setup, then two of that faction's seats at random; everyone else is dealt the
 * rest. Seeded (its own stream), so the same sign-ups and seed give the same deal. Both partners
 * get the attribute `buddy` naming the other, which only they (and the host) see.
 */
export function assignWithBuddies(ruleset: Ruleset, setup: SetupDefinition, players: BuddySignup[], seed: string): BuddyAssignment {
  if (players.length !== setup.seats.length) throw new Error(`setup ${setup.id} needs ${setup.seats.length} players, got ${players.length}`);
  const rng = new RngCursor(seedRng(`${seed}:buddies`));
  let pool = rng.shuffle(setup.seats);
  const dealt = new Map<string, SetupSeat>();
  const partner = new Map<string, string>();
  const pairs: BuddyPair[] = [];
  const unpaired: string[] = [];
  for (const novice of players) {
    const mentor = novice.buddy;
    if (mentor === undefined) continue;
    const known = players.some((p) => p.id === mentor) && mentor !== novice.id;
    if (!known || partner.has(novice.id) || partner.has(mentor)) {
      unpaired.push(novice.id);
      continue;
    }
    const counts = new Map<string, number>();
    for (const seat of pool) counts.set(factionOf(ruleset, seat), (counts.get(factionOf(ruleset, seat)) ?? 0) + 1);
    const open = [...counts.entries()].filter(([, n]) => n >= 2).map(([f]) => f).sort();
    if (open.length === 0) {
      unpaired.push(novice.id);
      continue;
    }
    const faction = rng.pick(open);
    const [first, second] = pool.filter((seat) => factionOf(ruleset, seat) === faction);
    if (!first || !second) throw new Error('buddy deal: counted two seats but found fewer');
    pool = pool.filter((seat) => seat !== first && seat !== second);
    dealt.set(novice.id, first);
    dealt.set(mentor, second);
    partner.set(novice.id, mentor);
    partner.set(mentor, novice.id);
    pairs.push({ novice: novice.id, mentor, faction });
  }
  for (const player of rng.shuffle(players)) {
    if (dealt.has(player.id)) continue;
    const seat = pool.shift();
    if (!seat) throw new Error('buddy deal ran out of seats');
    dealt.set(player.id, seat);
  }
  const seats = players.map((player) => {
    const buddy = partner.get(player.id);
    const attributes = { ...(player.attributes ?? {}), ...(buddy ? { buddy } : {}) };
    return seatFrom(ruleset, { id: player.id, name: player.name, attributes }, dealt.get(player.id) as SetupSeat);
  });
  return { seats, pairs, unpaired };
}
