// Mafia 1923 at scale: `pnpm exec tsx bench/mafia-1923.ts` from the repo root.
// Builds a 100-player game (10 families of 10, two Mafia Members each), submits a full night of
// actions and a full day of votes, and prints the median time to resolve the night and the day.
// Target (issue): under 50 ms each.
import { decide, type Command, type GameState, type SeatSetup } from '@mafia/kernel';
import { getRuleset } from '@mafia/rulesets';
import { GameDriver } from '@mafia/ruleset-kit';

const ruleset = getRuleset('mafia-1923');
if (!ruleset) throw new Error('mafia-1923 is not in the registry');

const FAMILIES = 10;
const SIZE = 10;
// Per family: two Mafia Members (one of them a Boss), then the Standard roles, then Townspeople.
const ROLES = ['mafia-member', 'boss', 'doctor', 'bodyguard', 'butler', 'detective', 'paperboy', 'sheriff', 'lawyer', 'councilor'];
const ROLES_ODD = ['mafia-member', 'drunkard', 'pacifist', 'witness', 'court-secretary', 'bumbling-bureaucrat', 'shadchan', 'thief', 'armed-robber', 'townsperson'];

const id = (f: number, p: number) => `f${f}p${p}`;
const family = (f: number) => `F${f}`;

function seats(): SeatSetup[] {
  const out: SeatSetup[] = [];
  for (let f = 0; f < FAMILIES; f++) {
    const roles = f % 2 === 0 ? ROLES : ROLES_ODD;
    for (let p = 0; p < SIZE; p++) {
      out.push({ id: id(f, p), name: id(f, p), role: roles[p] ?? 'townsperson', faction: p < 2 ? 'mafia' : 'civilian', modifiers: [], attributes: { family: family(f) } });
    }
  }
  return out;
}

function must(driver: GameDriver, command: Command): void {
  const result = driver.dispatch(command);
  if (!result.ok) throw new Error(`${JSON.stringify(command)} refused: ${JSON.stringify(result.rejection)}`);
}

function nightActions(driver: GameDriver): void {
  for (let f = 0; f < FAMILIES; f++) {
    const other = (f + 1) % FAMILIES;
    const act = (p: number, ability: string, targets: string[]) => {
      const seat = driver.state.seats.find((s) => s.id === id(f, p));
      if (!seat) return;
      const known = ruleset?.runtime.roles[seat.role]?.abilities.some((a) => a.id === ability && a.phase === 'night');
      if (known) must(driver, { type: 'submit-intent', seat: seat.id, ability, targets });
    };
    act(1, 'cancel', [id(other, 3)]);
    act(1, 'attack', [family(other)]);
    act(2, 'protect', [id(other, 9)]);
    act(3, 'guard', [id(other, 8)]);
    act(4, 'poison', [id(other, 7)]);
    act(5, 'inquire', [id(other, 0)]);
    act(5, 'redirect', [id(other, 4)]);
    act(6, 'deliver', [id(other, 2), id(other, 0)]);
    act(6, 'matchmake', [id(other, 5), id(other, 6)]);
    act(7, 'steal', [id(other, 2)]);
  }
  must(driver, { type: 'submit-intent', seat: id(0, 0), ability: 'kill', targets: [id(1, 9), id(3, 8), id(5, 7), id(7, 6), id(9, 5)] });
}

function dayVotes(driver: GameDriver): void {
  const poll = driver.state.polls.find((p) => p.spec.id === 'court');
  if (!poll) throw new Error('no court poll');
  for (const voter of poll.spec.voters) {
    const seat = driver.state.seats.find((s) => s.id === voter.seat);
    if (!seat || seat.statuses.some((s) => s.id === 'injured')) continue;
    const f = Number(seat.id.slice(1, seat.id.indexOf('p')));
    const targetFamily = family(f < 3 ? 3 : f % 3);
    must(driver, { type: 'cast-ballot', seat: seat.id, poll: 'family', targets: [targetFamily] });
    const mate = poll.spec.options.find((o) => o.seat !== undefined && o.seat !== seat.id && o.group === voter.group);
    if (mate) must(driver, { type: 'cast-ballot', seat: seat.id, poll: 'individual', targets: [mate.id] });
    if (seat.role === 'councilor') must(driver, { type: 'cast-ballot', seat: seat.id, poll: 'extra-family', targets: [targetFamily] });
    if (seat.role === 'pacifist') must(driver, { type: 'cast-ballot', seat: seat.id, poll: 'negative-family', targets: [targetFamily] });
    if (seat.role === 'sheriff') must(driver, { type: 'submit-intent', seat: seat.id, ability: 'jail', targets: [seat.id, family(9)] });
    if (seat.role === 'lawyer' && mate) must(driver, { type: 'submit-intent', seat: seat.id, ability: 'represent', targets: [mate.id] });
  }
}

function median(rules: NonNullable<typeof ruleset>, state: GameState, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = decide(rules.runtime, state, { type: 'close-step' }, 1);
    times.push(performance.now() - start);
    if (!result.ok) throw new Error(`close-step refused: ${result.rejection.code}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

const driver = new GameDriver(ruleset, { seats: seats(), seed: 'bench', settings: { missedMafiaKill: 'none' } });
nightActions(driver);
const night = median(ruleset, driver.state, 25);
driver.closeStep();
dayVotes(driver);
const day = median(ruleset, driver.state, 25);
const deadAfterNight = driver.state.seats.filter((s) => !s.alive).length;
console.log(`mafia-1923, ${driver.state.seats.length} players, ${driver.state.intents.length} day intents, ${deadAfterNight} dead after Night 1`);
console.log(`night: median ${night.toFixed(2)} ms (target < 50 ms)`);
console.log(`day:   median ${day.toFixed(2)} ms (target < 50 ms)`);
