import { runConformance, type PlayedGame } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { mafia1923 } from '../src';
import { Game, table } from './helpers';

describe('conformance (replay, views, locales)', () => {
  it('a game touching every role passes the suite', () => {
    const g = new Game(
      table({
        A1: 'doctor', A2: 'sheriff', A3: 'detective', A4: 'armed-robber', A5: 'thief', A6: 'witness',
        B1: 'bodyguard', B2: 'butler', B3: 'lawyer', B4: 'councilor', B5: 'pacifist', B6: 'court-secretary', B7: 'paperboy',
        G1: 'drunkard', G2: 'shadchan', G3: 'bumbling-bureaucrat', G8: ['boss', 'mafia'],
      }),
      { missedMafiaKill: 'random', hostReview: true },
    );
    g.mustAct('G3', 'redirect', 'A3');
    g.mustAct('G8', 'cancel', 'A1');
    g.mustAct('A5', 'steal', 'B7');
    g.mustAct('G2', 'matchmake', 'B3', 'A7');
    g.mustAct('B1', 'guard', 'A4');
    g.mustAct('B2', 'poison', 'G4');
    g.mustAct('A3', 'inquire', 'G8');
    g.mustAct('A8', 'kill', 'A4', 'G5');
    g.driver.dispatch({ type: 'post', seat: 'A8', channel: 'faction:mafia', body: 'tonight', id: 'p1' });
    g.end();
    g.mustAct('A2', 'jail', 'B5', 'Gamma');
    g.mustAct('B3', 'represent', 'B3');
    g.mustVote('B4', 'extra-family', 'Beta');
    g.mustVote('B5', 'negative-individual', 'B6');
    g.fillVotes('Gamma');
    g.end();
    g.mustAct('A5', 'deliver', 'A6', 'G8');
    g.mustAct('G1', 'attack', 'Beta');
    g.end();
    const played: PlayedGame = { name: 'every-role', events: g.driver.events, state: g.state };
    expect(runConformance(mafia1923, [played])).toEqual([]);
    // About 1 s alone; the suite replays and renders every view of a 34-seat game, which takes
    // several times that on a loaded 2-core CI machine.
  }, 30_000);
});
