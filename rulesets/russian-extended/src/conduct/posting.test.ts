import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../test/helpers';

let n = 0;
const post = (g: Game, seat: string) => g.dispatch({ type: 'post', seat, channel: 'thread', body: 'text', id: `p${++n}` });
const servant: SeatSetup = { id: 'Ser', name: 'Ser', role: 'citizen', faction: 'red', modifiers: [], attributes: { elite: 'servant', master: 'Doc' } };

describe('posting in the thread (part 4 C-5, SV-3a, SV-3d)', () => {
  it('C-5: a player killed at night has one last word, before the next vote starts', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(post(g, 'Red1')).toMatchObject({ ok: true });
    expect(post(g, 'Red1')).toMatchObject({ ok: false, rejection: { code: 'last-word-closed' } });
    const h = new Game(STANDARD);
    h.night(1);
    h.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    h.morning();
    h.to('lynch');
    expect(post(h, 'Red1')).toMatchObject({ ok: false, rejection: { code: 'last-word-closed' } });
  });

  it('C-5: a player lynched by day speaks before the morning, not after', () => {
    const g = new Game(STANDARD);
    g.lynch('Red2');
    expect(g.alive('Red2')).toBe(false);
    expect(post(g, 'Red2')).toMatchObject({ ok: true });
    const h = new Game(STANDARD);
    h.lynch('Red2');
    h.night(2);
    h.morning();
    expect(post(h, 'Red2')).toMatchObject({ ok: false, rejection: { code: 'last-word-closed' } });
  });

  it('SV-3a: the servant is silent while a vote runs; SV-3d: a master who passed his vote too, and the servant then speaks', () => {
    const g = new Game([], {}, 'posting', [...seats(STANDARD), servant]);
    g.night(1);
    g.morning();
    expect(post(g, 'Ser')).toMatchObject({ ok: true });
    g.to('lynch');
    expect(post(g, 'Ser')).toMatchObject({ ok: false, rejection: { code: 'servant-silent-at-vote' } });
    expect(post(g, 'Doc')).toMatchObject({ ok: true });
    const h = new Game([], {}, 'posting', [...seats(STANDARD), servant]);
    h.night(1);
    h.morning();
    h.ok('Doc', 'pass-vote', ['Ser']);
    h.to('lynch');
    expect(post(h, 'Doc')).toMatchObject({ ok: false, rejection: { code: 'vote-passed-silent' } });
    expect(post(h, 'Ser')).toMatchObject({ ok: true });
  });

  it('SV-10: a black servant writes in the team chat only while it reaches no one but his master and his partner', () => {
    const chat = (g: Game, seat: string) => g.dispatch({ type: 'post', seat, channel: 'faction:black', body: 'text', id: `p${++n}` });
    const ofRed: SeatSetup = { ...servant, faction: 'black' };
    const g = new Game([], {}, 'posting', [...seats(STANDARD), ofRed]);
    // His master is the red doctor: the chat reaches none of them.
    expect(chat(g, 'Ser')).toMatchObject({ ok: false, rejection: { code: 'servant-pm-master-only' } });
    expect(post(g, 'Ser')).toMatchObject({ ok: true });
    expect(chat(g, 'Maf1')).toMatchObject({ ok: true });
    const ofMafioso: SeatSetup = { ...servant, faction: 'black', attributes: { elite: 'servant', master: 'Maf1' } };
    const h = new Game([], {}, 'posting', [...seats(STANDARD), ofMafioso]);
    // The maniac and the plain black read the chat too: no.
    expect(chat(h, 'Ser')).toMatchObject({ ok: false, rejection: { code: 'servant-pm-master-only' } });
    h.dispatch({ type: 'modkill', seat: 'Man', reason: 'test' });
    h.dispatch({ type: 'modkill', seat: 'Blk', reason: 'test' });
    // Only his master Maf1 and Maf1's partner Maf2 are left in it.
    expect(chat(h, 'Ser')).toMatchObject({ ok: true });
  });
});
