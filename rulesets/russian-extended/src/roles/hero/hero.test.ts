import { describe, expect, it } from 'vitest';
import type { PollState } from '@mafia/kernel';
import { tallyPoll } from '@mafia/kernel';
import { Game } from '../../../test/helpers';
import { atLynch, everyone, heroTable } from './test-fixture';

const TABLE = heroTable();

describe('Hero (L35)', () => {
  it('r.1, r.2, r.7: defending a lynched red cancels his lynch and the host names him; r.1: once per game', () => {
    const g = atLynch();
    everyone(g, 'Red2', { Red2: 'Doc' });
    g.ok('Her', 'defend', ['Red2']);
    g.closeStep();
    expect(g.dead()).toEqual([]);
    expect(g.public('day.hero-saved')).toEqual([{ seat: 'Red2' }]);
    g.night(2);
    g.morning();
    g.to('lynch');
    expect(g.act('Her', 'defend', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'save-used' } });
  });

  it('r.3: defending a black, the hero is lynched with him', () => {
    const g = atLynch();
    everyone(g, 'Blk', { Blk: 'Doc' });
    g.ok('Her', 'defend', ['Blk']);
    g.closeStep();
    expect(g.dead().sort()).toEqual(['Blk', 'Her']);
  });

  it('a defence of a player who is not lynched lapses and spends nothing; r.9: not himself', () => {
    const g = atLynch();
    everyone(g, 'Blk', { Blk: 'Doc' });
    g.ok('Her', 'defend', ['Red2']);
    expect(g.act('Her', 'defend', ['Her'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    g.closeStep();
    expect(g.dead()).toEqual(['Blk']);
    g.night(2);
    g.morning();
    g.to('lynch');
    g.ok('Her', 'defend', ['Doc']);
  });

  it('r.12: a single vote barrier', () => {
    const g = atLynch();
    g.votes('lynch', { Doc: 'Her', Com: 'Her', Det: 'Her', Her: 'Blk' });
    g.closeStep();
    const totals = Object.fromEntries(tallyPoll(g.state.polls.find((p) => p.spec.id === 'lynch') as PollState).totals.map((t) => [t.option, t.total]));
    expect(totals['Her']).toBe(2);
  });

  it('r.11: a red hero who saved a red, lynched later, takes one of his voters along; before a save he may not', () => {
    const g = atLynch();
    expect(g.act('Her', 'heroic-death', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'no-heroic-death' } });
    everyone(g, 'Red2', { Red2: 'Doc' });
    g.ok('Her', 'defend', ['Red2']);
    g.closeStep();
    g.night(2);
    g.morning();
    g.to('lynch');
    everyone(g, 'Her', { Her: 'Doc' });
    g.ok('Her', 'heroic-death', ['Maf1']);
    g.closeStep();
    expect(g.dead().sort()).toEqual(['Her', 'Maf1']);
    expect(g.public('day.taken-along')).toEqual([{ by: 'Her', seat: 'Maf1' }]);
  });

  it('r.11: a player who did not vote against him is not taken: the move lapses', () => {
    const g = atLynch();
    everyone(g, 'Red2', { Red2: 'Doc' });
    g.ok('Her', 'defend', ['Red2']);
    g.closeStep();
    g.night(2);
    g.morning();
    g.to('lynch');
    everyone(g, 'Her', { Her: 'Doc', Det: 'Doc' });
    g.ok('Her', 'heroic-death', ['Det']);
    g.closeStep();
    expect(g.dead()).toEqual(['Her']);
  });

  it('r.8: not the terrorist who activated the detonator, nor his named victim', () => {
    const table = TABLE.map((row): [string, string, string?] => (row[0] === 'Red2' ? ['Ter', 'terrorist'] : row));
    const g = new Game(table);
    g.night(1);
    g.morning();
    g.ok('Ter', 'detonator', []);
    g.to('lynch');
    g.ok('Ter', 'detonate', ['Blk']);
    expect(g.act('Her', 'defend', ['Ter'])).toMatchObject({ ok: false, rejection: { code: 'cannot-defend' } });
    expect(g.act('Her', 'defend', ['Blk'])).toMatchObject({ ok: false, rejection: { code: 'cannot-defend' } });
  });

  it('r.13 (reading Hero A-13): an active citizen who took the role over gets its night information (r.14: his visitors) and no day information', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Her'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Her')).toBe(false);
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('hero');
    g.lynch('Red2');
    g.night(2);
    g.ok('Doc', 'heal', ['Act']);
    g.ok('Man', 'shoot', ['Blk']);
    g.morning();
    expect(g.results('Act')).toContainEqual({ kind: 'visitors', seats: ['Doc'] });
    // Nothing of the day: no PM of any kind reached him at the lynch.
    const dayPms = g.state.notices.filter((n) => n.audience.to === 'seat' && n.audience.seat === 'Act' && n.phase.kind === 'day');
    expect(dayPms.map((n) => n.key).filter((k) => k !== 'pm.role-taken-over')).toEqual([]);
  });

  it('r.13 with ACT-7: the heir\'s role data holds the role\'s night information (its visitors), not a black hero\'s saved-team', () => {
    const g = new Game(heroTable('Blk', 'none'));
    g.night(1);
    g.ok('Doc', 'heal', ['Her']);
    g.morning();
    g.to('lynch');
    everyone(g, 'Red2', { Red2: 'Doc' });
    g.ok('Her', 'defend', ['Red2']);
    g.closeStep();
    expect(g.results('Her')).toContainEqual({ kind: 'saved-team', target: 'Red2', team: 'red' });
    g.night(2);
    g.ok('Man', 'shoot', ['Her']);
    g.morning();
    const data = g.results('Act').find((r) => r['kind'] === 'role-data');
    expect(data).toMatchObject({ role: 'hero', from: 'Her', results: [{ night: 1, kind: 'visitors', seats: ['Doc'] }] });
    // Reading Hero A2 (ACT-7): the save the role spent on day 2 is spent for the heir too.
    g.to('lynch');
    expect(g.act('Act', 'defend', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'save-used' } });
  });

  it('reading Hero A2: the heir of a hero who never saved has the save', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Her'], { insurance: 'off' });
    g.morning();
    g.to('lynch');
    everyone(g, 'Red2', { Red2: 'Doc' });
    g.ok('Act', 'defend', ['Red2']);
    g.closeStep();
    expect(g.public('day.hero-saved')).toEqual([{ seat: 'Red2' }]);
  });
});
