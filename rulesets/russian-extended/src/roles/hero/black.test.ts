import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';
import { atLynch, everyone, heroTable } from './test-fixture';
import { killedBefore } from '../werewolf';

const atBlackLynch = (negative = 'none'): Game => atLynch(heroTable('Blk', negative));

describe('Hero held by a black (N-HR.1..N-HR.5)', () => {
  it('N-HR.1, N-HR.2: he saves a black as a red (the lynch is cancelled) and learns the saved player\'s team', () => {
    const g = atBlackLynch();
    everyone(g, 'Maf1', { Maf1: 'Doc' });
    g.ok('Her', 'defend', ['Maf1']);
    g.closeStep();
    expect(g.dead()).toEqual([]);
    expect(g.public('day.hero-saved')).toEqual([{ seat: 'Maf1' }]);
    expect(g.results('Her')).toContainEqual({ kind: 'saved-team', target: 'Maf1', team: 'black' });
  });

  it('N-HR.5: the night after saving a black, neither he nor the saved black may use a killer move; the other mafioso may', () => {
    const g = atBlackLynch('mafia');
    everyone(g, 'Maf1', { Maf1: 'Doc' });
    g.ok('Her', 'defend', ['Maf1']);
    g.closeStep();
    g.night(2);
    expect(g.act('Maf1', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-kill-after-save' } });
    expect(g.act('Her', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-kill-after-save' } });
    expect(g.act('Maf2', 'shoot', ['Red1'])).toMatchObject({ ok: true });
    g.morning();
    g.night(3);
    expect(g.act('Maf1', 'shoot', ['Red2'])).toMatchObject({ ok: true });
  });

  it('N-HR.3: having saved a red, he checks red while that red lives', () => {
    const g = atBlackLynch();
    everyone(g, 'Red1', { Red1: 'Doc' });
    g.ok('Her', 'defend', ['Red1']);
    g.closeStep();
    expect(g.results('Her')).toContainEqual({ kind: 'saved-team', target: 'Red1', team: 'red' });
    g.night(2);
    g.ok('Com', 'check', ['Her']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Her', colour: 'red' });
    g.night(3);
    g.ok('Man', 'shoot', ['Red1']);
    g.morning();
    g.night(4);
    g.ok('Com', 'check', ['Her']);
    g.morning();
    expect(g.results('Com').filter((r) => r['kind'] === 'check' && r['target'] === 'Her').map((r) => r['colour'])).toEqual(['red', 'black']);
  });

  it('N-HR.4: a werewolf hero who saves another black loses his red colour for good', () => {
    const g = atBlackLynch('poisoner');
    expect(killedBefore(g.state, 'Her')).toBe(false);
    everyone(g, 'Maf1', { Maf1: 'Doc' });
    g.ok('Her', 'defend', ['Maf1']);
    g.closeStep();
    expect(killedBefore(g.state, 'Her')).toBe(true);
    g.night(2);
    g.ok('Com', 'check', ['Her']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Her', colour: 'black' });
  });

  it('a red hero defending a black is still lynched with him (hero r.3) and learns no team', () => {
    const g = new Game(heroTable());
    g.night(1);
    g.morning();
    g.to('lynch');
    everyone(g, 'Maf1', { Maf1: 'Doc' });
    g.ok('Her', 'defend', ['Maf1']);
    g.closeStep();
    expect(g.dead().sort()).toEqual(['Her', 'Maf1']);
    expect(g.results('Her').filter((r) => r['kind'] === 'saved-team')).toEqual([]);
  });
});

describe('Hero r.13 (reading Hero A-13) with N-HR.2: a black heir of the Hero role', () => {
  it('saves as a black hero does, and is not told the saved player\'s team (day information)', () => {
    const table = heroTable().map((row): [string, string, string?] => (row[0] === 'Act' ? ['Act', 'active-citizen', 'none'] : row));
    const g = new Game(table);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Her'], { insurance: 'off' });
    g.morning();
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('hero');
    g.to('lynch');
    everyone(g, 'Red2', { Red2: 'Doc' });
    g.ok('Act', 'defend', ['Red2']);
    g.closeStep();
    expect(g.public('day.hero-saved')).toEqual([{ seat: 'Red2' }]);
    expect(g.results('Act').filter((r) => r['kind'] === 'saved-team')).toEqual([]);
  });
});
