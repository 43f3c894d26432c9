import { RngCursor, seedRng, viewFor, type Command, type JsonObject, type Viewer } from '@mafia/kernel';
import { assignRoles, GameDriver, runConformance, type PlayedGame } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { conanBo, FACTION, POLL, SETUP, STATUS } from '../src';

function dealt(setupId: string, seed: string) {
  const setup = conanBo.definition.setups.find((s) => s.id === setupId);
  if (!setup) throw new Error(`no setup ${setupId}`);
  const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  return assignRoles(conanBo, setup, players, seed).seats;
}

/** Plays one seeded game with a bot that sends random legal commands (as `mafia simulate` does). */
function play(setupId: string, seed: string, maxPhases = 40): PlayedGame {
  const driver = new GameDriver(conanBo, { seats: dealt(setupId, seed), seed });
  const bot = new RngCursor(seedRng(`${seed}:bot`));
  for (let phase = 0; phase < maxPhases && !driver.state.result; phase++) {
    for (const seat of driver.state.seats.filter((s) => s.alive)) {
      for (const offer of driver.available(seat.id)) {
        let command: Command | null = null;
        if (offer.type === 'submit-intent' && offer.targets.choices.length >= offer.targets.min) {
          const options: JsonObject = {};
          for (const option of offer.options) if (option.required) options[option.name] = bot.pick(option.values);
          const targets = bot.shuffle(offer.targets.choices).slice(0, offer.targets.min);
          command = { type: 'submit-intent', seat: seat.id, ability: offer.ability, targets, options };
        } else if (offer.type === 'cast-ballot' && offer.choices.length > 0) {
          command = { type: 'cast-ballot', seat: seat.id, poll: offer.poll, slot: offer.slot, targets: [bot.pick(offer.choices)] };
        }
        if (command) driver.dispatch(command);
      }
      driver.dispatch({ type: 'post', seat: seat.id, channel: 'main', body: 'hello', id: `${seed}-${phase}-${seat.id}` });
    }
    const closed = driver.closeStep();
    if (!closed.ok) throw new Error(JSON.stringify(closed.rejection));
  }
  return { name: `${setupId}:${seed}`, events: driver.events, state: driver.state };
}

describe('conformance (replay, views, locales, no leak of hidden statuses)', () => {
  it.each([SETUP.basic9, SETUP.standard13, SETUP.full17])('%s games pass the suite', (setup) => {
    const games = ['a', 'b'].map((seed) => play(setup, seed));
    expect(runConformance(conanBo, games)).toEqual([]);
    // Whole games with every viewer checked after every event: seconds on a loaded machine.
  }, 60_000);

  it('no other player sees an abroad, injured or suspended status; the holder and the host do', () => {
    const hiddenIds: string[] = [STATUS.abroad, STATUS.injured, STATUS.suspended];
    let checked = 0;
    for (const seed of ['c', 'd', 'e', 'f']) {
      const game = play(SETUP.full17, seed, 6);
      for (const holder of game.state.seats) {
        const hidden = holder.statuses.filter((s) => hiddenIds.includes(s.id)).map((s) => s.id);
        if (hidden.length === 0) continue;
        checked += 1;
        const seen = (viewer: Viewer): string[] => viewFor(conanBo.runtime, game.state, viewer).seats.find((s) => s.id === holder.id)?.statuses.map((s) => s.id) ?? [];
        expect(seen({ kind: 'host' })).toEqual(expect.arrayContaining(hidden));
        expect(seen({ kind: 'seat', seat: holder.id })).toEqual(expect.arrayContaining(hidden));
        for (const other of game.state.seats.filter((s) => s.id !== holder.id)) {
          expect(seen({ kind: 'seat', seat: other.id }).filter((id) => hiddenIds.includes(id))).toEqual([]);
        }
        expect(seen({ kind: 'spectator' }).filter((id) => hiddenIds.includes(id))).toEqual([]);
      }
    }
    // The travellers start abroad: at least they hold a hidden status in these games.
    expect(checked).toBeGreaterThan(0);
  }, 60_000);

  it('the bo-leader poll and the leader record exist for the living BO and the host only (CB-D16.2, I-8)', () => {
    let polled = 0;
    for (const seed of ['g', 'h']) {
      const game = new GameDriver(conanBo, { seats: dealt(SETUP.standard13, seed), seed });
      for (let phase = 0; phase < 4 && !game.state.result; phase++) {
        const bo = game.state.seats.filter((s) => s.alive && s.faction === FACTION.bo);
        const [first] = bo;
        if (first) expect(game.dispatch({ type: 'cast-ballot', seat: first.id, poll: POLL.boLeader, targets: [first.id] }).ok).toBe(true);
        for (const seat of game.state.seats) {
          const view = viewFor(conanBo.runtime, game.state, { kind: 'seat', seat: seat.id });
          const member = seat.alive && seat.faction === FACTION.bo;
          expect(view.polls.some((p) => p.id === POLL.boLeader), seat.id).toBe(member);
          expect(Object.keys(view.data).includes('bo-leader'), seat.id).toBe(member);
          if (member) {
            polled += 1;
            // Live ballots for the BO: every member sees the first member's ballot.
            expect(view.polls.find((p) => p.id === POLL.boLeader)?.ballots.map((b) => b.voter)).toEqual(first ? [first.id] : []);
          } else if (seat.alive) {
            const refused = game.dispatch({ type: 'cast-ballot', seat: seat.id, poll: POLL.boLeader, targets: [first?.id ?? seat.id] });
            expect(refused.ok ? null : refused.rejection.code).toBe('unknown-poll');
          }
        }
        const spectator = viewFor(conanBo.runtime, game.state, { kind: 'spectator' });
        expect(spectator.polls.map((p) => p.id)).not.toContain(POLL.boLeader);
        expect(viewFor(conanBo.runtime, game.state, { kind: 'host' }).polls.map((p) => p.id)).toContain(POLL.boLeader);
        expect(game.closeStep().ok).toBe(true);
      }
    }
    expect(polled).toBeGreaterThan(0);
  }, 60_000);
});
