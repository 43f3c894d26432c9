import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';
import { KEYS, read } from '../data';

const others = (g: Game, except: string[]) => g.state.seats.filter((s) => s.alive && !except.includes(s.id)).map((s) => s.id);

describe('Day 1: the mayor election (L149–L152, L159–L161)', () => {
  it('V-5a: no self-vote; V-5b: abstention allowed; the top is mayor and appoints a voter as secretary (SE-4)', () => {
    const g = new Game(STANDARD);
    g.to('election');
    expect(g.vote('Com', 'election', 'Com')).toMatchObject({ ok: false, rejection: { code: 'self-vote-forbidden' } });
    g.votes('election', { Com: 'Doc', Red1: 'Doc', Red2: 'Doc', Maf1: 'Blo', Blk: 'abstain' });
    g.closeStep();
    expect(g.step).toBe('secretary');
    expect(read(g.state, KEYS.mayor)).toBe('Doc');
    expect(g.act('Doc', 'appoint-secretary', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'not-a-supporter' } });
    g.ok('Doc', 'appoint-secretary', ['Red2']);
    g.closeStep();
    expect(read(g.state, KEYS.secretary)).toBe('Red2');
  });

  it('E-4, E-5: a tie goes to a second round where the tied do not vote; a second tie goes to the first ballot', () => {
    const g = new Game(STANDARD);
    g.to('election');
    g.votes('election', { Com: 'Doc', Red1: 'Doc', Red2: 'Blo', Maf1: 'Blo' });
    g.closeStep();
    expect(g.step).toBe('election-runoff');
    expect(g.vote('Doc', 'election-runoff', 'Blo')).toMatchObject({ ok: false, rejection: { code: 'not-a-voter' } });
    g.votes('election-runoff', { Red2: 'Blo', Com: 'Doc' });
    g.closeStep();
    expect(read(g.state, KEYS.mayor)).toBe('Blo');
    // SE-11: Blo may appoint only his round-2 voters (Red2), not Maf1 who left him.
    expect(g.act('Blo', 'appoint-secretary', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'not-a-supporter' } });
    g.closeStep();
    expect(read(g.state, KEYS.secretary)).toBe('Red2');
  });
});

function withMayor(): Game {
  const g = new Game(STANDARD);
  g.to('election');
  g.votes('election', { Com: 'Doc', Red1: 'Doc', Red2: 'Doc' });
  g.closeStep();
  g.ok('Doc', 'appoint-secretary', ['Red2']);
  g.night(1);
  g.morning();
  return g;
}

describe('lynch days (L150–L154)', () => {
  it('MY-3, VP-8: nobody may vote for the mayor or the secretary (default vertical); such votes become autovotes (V-6c)', () => {
    const g = withMayor();
    g.to('lynch');
    expect(g.step).toBe('lynch');
    g.votes('lynch', { Maf1: 'Doc', Maf2: 'Red2' });
    for (const v of others(g, ['Maf1', 'Maf2'])) g.vote(v, 'lynch', 'Maf1');
    g.closeStep();
    expect(g.alive('Maf1')).toBe(false);
    expect(g.public('day.autovote').map((p) => p['seat'])).toEqual(expect.arrayContaining(['Maf1', 'Maf2']));
  });

  it('MY-4, SE-8: a red lynched costs the mayor his post and the secretary hers', () => {
    const g = withMayor();
    g.to('lynch');
    for (const v of others(g, [])) g.vote(v, 'lynch', 'Red1');
    g.closeStep();
    expect(g.alive('Red1')).toBe(false);
    expect(read(g.state, KEYS.mayorLost)).toBe(true);
  });

  it('VP-2, AMB-VP-2: an explicit "nobody" leaves the secretary open to votes', () => {
    const g = withMayor();
    g.ok('Doc', 'vertical', []);
    g.to('lynch');
    for (const v of others(g, [])) g.vote(v, 'lynch', 'Red2');
    g.closeStep();
    expect(g.alive('Red2')).toBe(false);
  });

  it('SE-6: the mayor fires the secretary by voting for her when she is not lynched', () => {
    const g = withMayor();
    g.ok('Doc', 'vertical', ['Com']);
    g.to('lynch');
    g.vote('Doc', 'lynch', 'Red2');
    for (const v of others(g, ['Doc'])) g.vote(v, 'lynch', 'Blk');
    g.closeStep();
    expect(g.alive('Blk')).toBe(false);
    expect(read(g.state, KEYS.secretary)).toBe(null);
  });

  it('SE-6 A1: a lynch that goes to a revote is a vote result: the mayor who voted for his secretary fires her, also when she is among the tied', () => {
    const g = withMayor();
    g.ok('Doc', 'vertical', ['Com']);
    g.to('lynch');
    g.vote('Doc', 'lynch', 'Red2');
    const voters = others(g, ['Doc', 'Red2']);
    voters.forEach((v, i) => g.vote(v, 'lynch', i < 5 ? 'Red2' : 'Blk'));
    g.vote('Red2', 'lynch', 'Blk');
    g.closeStep();
    expect(g.step).toBe('revote');
    expect(g.lastPublic('day.revote')).toEqual({ seats: ['Red2', 'Blk'] });
    expect(read(g.state, KEYS.secretary)).toBe(null);
    expect(g.lastPublic('day.secretary-fired')).toEqual({ secretary: 'Red2' });
  });

  it('SE-7: a tie does not fire a secretary under the vertical', () => {
    const g = withMayor();
    g.to('lynch');
    g.vote('Doc', 'lynch', 'Red2');
    g.vote('Red2', 'lynch', 'Maf1');
    others(g, ['Doc', 'Red2']).forEach((v, i) => g.vote(v, 'lynch', i % 2 === 0 ? 'Red1' : 'Blk'));
    g.closeStep();
    expect(g.step).toBe('revote');
    expect(read(g.state, KEYS.secretary)).toBe('Red2');
    expect(g.public('day.secretary-fired')).toEqual([]);
  });

  it('L152, HE-1: a tie goes to a revote where the tied do not vote; a second tie with 4 negatives alive is a double death', () => {
    const g = withMayor();
    g.to('lynch');
    const voters = others(g, ['Doc']);
    voters.forEach((v, i) => g.vote(v, 'lynch', i % 2 === 0 ? 'Blk' : 'Red1'));
    g.vote('Doc', 'lynch', 'Red1');
    // 11 voters + the mayor's vote: 6 on Blk, 6 on Red1 (the mayor's own votes for himself don't exist; he voted Red1)
    g.closeStep();
    if (g.step !== 'revote') throw new Error(`expected a revote, got ${g.step}`);
    expect(g.vote('Blk', 'revote', 'Red1')).toMatchObject({ ok: false, rejection: { code: 'not-a-voter' } });
    g.votes('revote', { Com: 'Blk', Det: 'Red1' });
    g.closeStep();
    expect(g.alive('Blk')).toBe(false);
    expect(g.alive('Red1')).toBe(false);
  });

  it('HE-2: with two negatives alive a hard equality kills nobody; NV-1: two such days with the same players is a draw', () => {
    const g = new Game([
      ['Com', 'commissar'], ['Red1', 'citizen'], ['Red2', 'citizen'], ['Red3', 'citizen'], ['Red4', 'citizen'], ['Red5', 'citizen'],
      ['Maf1', 'citizen', 'mafia'], ['Man', 'citizen', 'maniac'],
    ]);
    for (let day = 2; day <= 3; day++) {
      g.night(day - 1);
      g.morning();
      g.to('lynch');
      g.votes('lynch', { Com: 'Red1', Red2: 'Red1', Red3: 'Red1', Red1: 'Maf1', Red4: 'Maf1', Red5: 'Maf1', Maf1: 'Red2', Man: 'Red2' });
      g.closeStep();
      expect(g.step).toBe('revote');
      g.votes('revote', { Com: 'Red1', Red2: 'Maf1' });
      g.closeStep();
      expect(g.dead()).toEqual([]);
    }
    expect(g.state.result).toMatchObject({ factions: [], reason: 'no-victim-streak' });
  });

  it('V-6a: no abstention at a lynch; V-6b: a self-vote is allowed', () => {
    const g = withMayor();
    g.to('lynch');
    expect(g.vote('Com', 'lynch', 'abstain')).toMatchObject({ ok: false, rejection: { code: 'abstain-not-allowed' } });
    expect(g.vote('Com', 'lynch', 'Com').ok).toBe(true);
  });
});

describe('the witch hunt (L158, L162–L164)', () => {
  function withoutMayor(): Game {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    return g;
  }

  it('WH-C1: no hunt while a mayor holds the post', () => {
    const g = withMayor();
    g.to('lynch');
    expect(g.state.polls.some((p) => p.spec.id === 'hunt-approval')).toBe(false);
  });

  it('WH-C3, WH-P1, WH-P4: approved by half, two votes each, the top two die; RED-3: two blacks lynched, no new shot', () => {
    const g = withoutMayor();
    g.to('hunt-approval');
    for (const v of ['Doc', 'Blo', 'Com', 'Det', 'Inv', 'Act']) g.vote(v, 'hunt-approval', 'yes');
    g.closeStep();
    expect(g.step).toBe('hunt');
    expect(g.vote('Doc', 'hunt', 'Maf1', 'Maf1')).toMatchObject({ ok: false, rejection: { code: 'duplicate-target' } });
    g.votes('hunt', { Doc: ['Maf1', 'Maf2'], Blo: ['Maf1', 'Maf2'], Com: ['Maf1', 'Red1'], Det: 'Maf2', Maf1: ['Red1', 'Red2'], Inv: 'abstain' });
    g.closeStep();
    expect(g.dead().sort()).toEqual(['Maf1', 'Maf2']);
    expect(read(g.state, KEYS.huntHeld)).toBe(true);
    expect(read(g.state, KEYS.noNewShotNight)).toBe(2);
    g.night(2);
    // The maniac holds only the mafia's reserve shot of night 1, inherited (BLK-8, RED-3 A3).
    expect(g.act('Man', 'shoot', ['Red1', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'not-enough-shots', params: { shots: 1 } } });
  });

  it('RED-3: without any reserve shot the night after the hunt is shotless', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    g.to('hunt-approval');
    for (const v of ['Doc', 'Blo', 'Com', 'Det', 'Inv', 'Act']) g.vote(v, 'hunt-approval', 'yes');
    g.closeStep();
    g.votes('hunt', { Doc: ['Maf1', 'Maf2'], Blo: ['Maf1', 'Maf2'], Com: ['Maf1', 'Maf2'] });
    g.closeStep();
    expect(g.dead().sort()).toEqual(['Maf1', 'Maf2', 'Red2']);
    g.night(2);
    expect(g.act('Man', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
  });

  it('WH-C4: without 50% approval a normal vote follows', () => {
    const g = withoutMayor();
    g.to('hunt-approval');
    g.votes('hunt-approval', { Doc: 'yes', Blo: 'yes' });
    g.closeStep();
    expect(g.step).toBe('lynch');
  });

  it('WH-P7b: no hunt with 5 or fewer alive in the standard format', () => {
    const g = new Game([['A', 'citizen'], ['B', 'citizen'], ['C', 'citizen'], ['D', 'citizen'], ['M', 'citizen', 'mafia']]);
    g.night(1);
    g.morning();
    g.to('lynch');
    expect(g.state.polls.some((p) => p.spec.id === 'hunt-approval')).toBe(false);
  });
});
