import { RngCursor, seedRng } from '@mafia/kernel';
import { getRuleset } from '@mafia/rulesets';
import { assignRoles, GameDriver } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { random } from '../src/balance/strategies';
import { setupSettings, Table } from '../src/balance/table';
import { checksReplay, REPLAY_CHECK_EVERY } from '../src/commands/simulate';

describe("the simulator's Table (docs/balance.md, Speed)", () => {
  it.each([
    ['sandbox', 'classic-7'],
    ['gorny', 'power-13'],
    ['conan-bo', 'basic-9'],
    ['russian-extended', 'extended'],
  ])('plays %s %s exactly as the kit GameDriver does: the same offers, answers, events and state', (id, setupId) => {
    const ruleset = getRuleset(id);
    const setup = ruleset?.definition.setups.find((s) => s.id === setupId);
    if (!ruleset || !setup) throw new Error(`no ${id} ${setupId}`);
    for (const seed of ['t1', 't2', 't3']) {
      const { seats } = assignRoles(ruleset, setup, setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` })), seed);
      const table = new Table(ruleset, seats, setupSettings(ruleset, setup.settings), seed);
      const driver = new GameDriver(ruleset, { seats, settings: setup.settings ?? {}, seed });
      const bot = new RngCursor(seedRng(`${seed}:bot`));
      const player = random.start(ruleset);
      for (let steps = 0; !table.state.result && steps < 40; steps++) {
        for (const seat of table.state.seats) {
          const offers = table.available(seat.id);
          expect(offers).toEqual(driver.available(seat.id));
          // What the bots are asked (playGame): the moves and ballots alone, and whether a post closed the list.
          const now = table.seat(seat.id);
          expect(now).toBe(table.state.seats.find((s) => s.id === seat.id));
          if (now) {
            expect(table.offers(now)).toEqual(offers.filter((o) => o.type === 'submit-intent' || o.type === 'cast-ballot'));
            expect(table.posts(now)).toBe(offers.at(-1)?.type === 'post');
          }
          for (const offer of offers) {
            const command = player.choose({ driver: table, bot, seat: seat.id, offer });
            if (command) expect(table.dispatch(command)).toEqual(driver.dispatch(command));
          }
        }
        table.advanceClock(1000);
        driver.advanceClock(1000);
        expect(table.closeStep()).toEqual(driver.closeStep());
      }
      expect(JSON.stringify(table.state)).toBe(JSON.stringify(driver.state));
      expect(JSON.stringify(table.events)).toBe(JSON.stringify(driver.events));
    }
  }, 120_000);

  it('checks the replay of game 1 and of every hundredth game after it', () => {
    expect(REPLAY_CHECK_EVERY).toBe(100);
    expect([1, 2, 100, 101, 102, 201].map(checksReplay)).toEqual([true, false, false, true, false, true]);
  });
});
