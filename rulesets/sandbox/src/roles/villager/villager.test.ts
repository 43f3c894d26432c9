import { GameDriver } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../..';
import { table } from '../../../test/seats';

const intents = (game: GameDriver, seat: string): string[] => game.available(seat).flatMap((c) => (c.type === 'submit-intent' ? [c.ability] : []));

describe('villager', () => {
  it('has no night action, where the goon has the mafia kill', () => {
    const game = new GameDriver(sandbox, { seats: table('M:goon') });
    expect(intents(game, 'V1')).toEqual([]);
    expect(intents(game, 'M')).toEqual(['factional-kill']);
  });
});
