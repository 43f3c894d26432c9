import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('goon and the factional kill, %s resolution', (resolution) => {
  it('any member sends the kill; the last one sent is carried out by its sender', () => {
    const game = newGame('', { resolution });
    expect(game.dispatch({ type: 'submit-intent', seat: 'M1', ability: 'factional-kill', targets: ['T1'] }).ok).toBe(true);
    expect(game.dispatch({ type: 'submit-intent', seat: 'M2', ability: 'factional-kill', targets: ['T2'] }).ok).toBe(true);
    expect(game.state.intents).toMatchObject([{ actor: 'M2', targets: ['T2'] }]);
    expect(night(game, []).died).toEqual(['T2']);
  });

  it('one kill per night for the whole faction', () => {
    expect(night(newGame('', { resolution }), ['M1 factional-kill T1', 'M2 factional-kill T2']).died).toEqual(['T2']);
  });

  it('blocking the sender stops the kill; blocking another member does not', () => {
    expect(night(newGame('RB:roleblocker', { resolution }), ['M1 factional-kill T1', 'RB block M1']).died).toEqual([]);
    expect(night(newGame('RB:roleblocker', { resolution }), ['M1 factional-kill T1', 'RB block M2']).died).toEqual(['T1']);
  });

  it('town players cannot send it', () => {
    expect(night(newGame('', { resolution }), ['T1 factional-kill T2']).rejected).toMatchObject([{ code: 'unknown-ability' }]);
  });

  it('after the sender is lynched another member carries on', () => {
    const game = newGame('M3:goon/mafia', { resolution });
    night(game, ['M1 factional-kill T1']);
    for (const voter of ['T2', 'T3', 'T4', 'T5', 'M2']) game.dispatch({ type: 'cast-ballot', seat: voter, poll: 'lynch', targets: ['M1'] });
    game.finishPhase();
    expect(game.state.seats.find((s) => s.id === 'M1')?.alive).toBe(false);
    expect(night(game, ['M1 factional-kill T2', 'M2 factional-kill T3']).died).toEqual(['T3']);
  });
});

it('mafia members know each other and share the kill; the town does not see it', () => {
  const game = newGame('');
  game.dispatch({ type: 'submit-intent', seat: 'M1', ability: 'factional-kill', targets: ['T1'] });
  expect(game.view({ kind: 'seat', seat: 'M2' }).intents).toHaveLength(1);
  expect(game.view({ kind: 'seat', seat: 'M2' }).seats.find((s) => s.id === 'M1')?.role).toBe('goon');
  expect(game.view({ kind: 'seat', seat: 'T1' }).intents).toHaveLength(0);
});
