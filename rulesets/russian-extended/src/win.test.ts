import { assignRoles, runConformance, type PlayedGame } from '@mafia/ruleset-kit';
import { replay } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../test/helpers';
import { russianExtended } from './index';

describe('end of game (L171)', () => {
  it('END-1(a): the last black leaves, the reds win', () => {
    const g = new Game([['A', 'citizen'], ['B', 'citizen'], ['C', 'citizen'], ['M', 'citizen', 'mafia']]);
    g.dispatch({ type: 'modkill', seat: 'M', reason: 'test' });
    expect(g.state.result).toMatchObject({ factions: ['red'], reason: 'no-blacks-left' });
  });

  it('END-1(b): at the start of a day, fewer reds than blacks: the blacks win', () => {
    const g = new Game([['A', 'citizen'], ['B', 'citizen'], ['C', 'citizen'], ['M', 'citizen', 'mafia'], ['N', 'citizen', 'maniac'], ['O', 'citizen', 'none']]);
    g.night(1);
    g.ok('M', 'shoot', ['A']);
    g.closeStep();
    expect(g.state.result).toMatchObject({ factions: ['black'], reason: 'reds-outnumbered' });
  });

  it('END-4: reds equal blacks with no hunt available (a mayor in post): the blacks win', () => {
    const g = new Game([['A', 'citizen'], ['B', 'citizen'], ['C', 'citizen'], ['M', 'citizen', 'mafia'], ['N', 'citizen', 'maniac']]);
    g.to('election');
    g.votes('election', { A: 'B', C: 'B' });
    g.night(1);
    // SE-2 (b): A, the secretary, cannot be shot.
    expect(g.act('M', 'shoot', ['A'])).toMatchObject({ ok: false, rejection: { code: 'target-is-secretary' } });
    g.ok('M', 'shoot', ['C']);
    g.closeStep();
    expect(g.state.result).toMatchObject({ factions: ['black'], reason: 'reds-equal-blacks' });
  });

  it('END-3 (interpretation): reds equal blacks but a hunt is possible and could save them: the game goes on', () => {
    const g = new Game([
      ['A', 'citizen'], ['B', 'citizen'], ['C', 'citizen'], ['D', 'citizen'], ['E', 'citizen'],
      ['M', 'citizen', 'mafia'], ['M2', 'citizen', 'mafia'], ['N', 'citizen', 'maniac'], ['O', 'citizen', 'none'],
    ]);
    g.night(1);
    g.ok('M', 'shoot', ['A']);
    g.closeStep();
    expect(g.state.result).toBeNull();
    expect(g.step).toBe('discussion');
  });

  it('END-5: one red against one black at the start of a day: the blacks win', () => {
    const g = new Game([['A', 'citizen'], ['B', 'citizen'], ['M', 'citizen', 'mafia']]);
    g.night(1);
    g.ok('M', 'shoot', ['A']);
    g.closeStep();
    expect(g.state.result).toMatchObject({ factions: ['black'], reason: 'last-one-on-one' });
  });
});

/** Plays a whole game of a format from its setup: votes for the first black, the blacks shoot the first red. */
function playFormat(setupId: 'standard' | 'extended', seed: string): PlayedGame {
  const setup = russianExtended.definition.setups.find((s) => s.id === setupId);
  if (!setup) throw new Error(setupId);
  const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  const { seats } = assignRoles(russianExtended, setup, players, seed);
  const driver = new Game([], setup.settings ?? {}, seed, seats);
  for (let guard = 0; guard < 200 && !driver.state.result; guard++) {
    const { phase, step } = driver.state.clock;
    const alive = driver.state.seats.filter((s) => s.alive);
    if (phase.kind === 'day' && step === 'election') {
      const [a, b] = alive;
      for (const s of alive) driver.vote(s.id, 'election', s.id === a?.id ? (b?.id ?? '') : (a?.id ?? ''));
    }
    if (phase.kind === 'day' && (step === 'lynch' || step === 'hunt')) {
      const black = alive.find((s) => s.faction === 'black');
      if (black) for (const s of alive) driver.vote(s.id, step, black.id);
    }
    if (phase.kind === 'night') {
      const red = alive.find((s) => s.faction === 'red' && s.role !== 'doctor');
      for (const s of alive.filter((x) => x.faction === 'black')) if (red) driver.act(s.id, 'shoot', [red.id]);
      const doctor = alive.find((s) => s.role === 'doctor');
      if (doctor && red) driver.act(doctor.id, 'heal', [doctor.id]);
      const com = alive.find((s) => s.role === 'commissar');
      const black = alive.find((s) => s.faction === 'black');
      if (com && black) driver.act(com.id, 'check', [black.id]);
    }
    driver.closeStep();
  }
  return { name: `${setupId}-${seed}`, events: driver.events, state: driver.state };
}

describe('both formats play from start to end, replay identically and leak nothing', () => {
  it.each(['standard', 'extended'] as const)('%s', (format) => {
    const played = playFormat(format, `${format}-1`);
    expect(played.state.result).not.toBeNull();
    expect(JSON.stringify(replay(played.events))).toBe(JSON.stringify(played.state));
    expect(runConformance(russianExtended, [played])).toEqual([]);
  });

  it('the standard format deals 8 reds and 4 blacks; the extended 11 and 5 (EXT-1)', () => {
    for (const [id, red, black] of [['standard', 8, 4], ['extended', 11, 5]] as const) {
      const setup = russianExtended.definition.setups.find((s) => s.id === id);
      expect(setup?.seats.filter((s) => s.faction === 'red').length).toBe(red);
      expect(setup?.seats.filter((s) => s.faction === 'black').length).toBe(black);
    }
  });

  it('a short standard game passes the conformance suite', () => {
    const g = new Game(STANDARD);
    g.to('election');
    g.votes('election', { Com: 'Doc', Red1: 'Doc' });
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Com', 'check', ['Maf2']);
    g.ok('Det', 'detect', ['Maf1'], { mode: 'track' });
    g.morning();
    expect(runConformance(russianExtended, [{ name: 'short', events: g.events, state: g.state }])).toEqual([]);
  });
});
