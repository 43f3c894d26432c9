import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';
import { END_SCORING } from '../end-scoring';

const sanction = (g: Game, seat: string, kind: string, rule: string, extra: Record<string, string> = {}) =>
  g.dispatch({ type: 'host-submit-intent', seat, ability: 'sanction', targets: [], options: { kind, rule, ...extra } });
const statusIds = (g: Game, seat: string): string[] => (g.state.seats.find((s) => s.id === seat)?.statuses ?? []).map((s) => s.id).sort();
const weightIn = (g: Game, poll: string, seat: string) => g.state.polls.find((p) => p.spec.id === poll && p.status === 'open')?.spec.voters.find((v) => v.seat === seat)?.weight;

describe('conduct sanctions (part 4 §4.1)', () => {
  it('only the host sanctions (`host-only`); a warning (S-9) is announced and listed', () => {
    const g = new Game(STANDARD);
    expect(g.act('Red1', 'sanction', [], { kind: 'warning', rule: 'C-7' })).toMatchObject({ ok: false, rejection: { code: 'host-only' } });
    expect(sanction(g, 'Red1', 'warning', 'C-7')).toMatchObject({ ok: true });
    expect(g.lastPublic('conduct.sanction-warning')).toEqual({ seat: 'Red1', rule: 'C-7' });
    expect(g.state.data['sanctions']?.value).toEqual([{ seat: 'Red1', kind: 'warning', rule: 'C-7', day: 1 }]);
  });

  it('C-15 (reading AMB-C-15-P ★): a green ticket is announced and listed; it changes nothing in this game', () => {
    const g = new Game(STANDARD);
    expect(sanction(g, 'Red1', 'green-ticket', 'C-15')).toMatchObject({ ok: true });
    expect(g.lastPublic('conduct.sanction-green-ticket')).toEqual({ seat: 'Red1', rule: 'C-15' });
    expect(g.state.data['sanctions']?.value).toEqual([{ seat: 'Red1', kind: 'green-ticket', rule: 'C-15', day: 1 }]);
    expect(statusIds(g, 'Red1')).toEqual([]);
  });

  it('S-2 (C-7, C-8, C-10): no vote at the next two votes: his ballot weighs 0 at the election and the lynch, then counts again', () => {
    const g = new Game(STANDARD);
    sanction(g, 'Red1', 'lost-vote', 'C-8');
    g.to('election');
    expect(weightIn(g, 'election', 'Red1')).toBe(0);
    g.night(1);
    g.morning();
    g.to('lynch');
    expect(weightIn(g, 'lynch', 'Red1')).toBe(0);
    g.closeStep();
    g.night(2);
    g.morning();
    g.to('lynch');
    expect(weightIn(g, 'lynch', 'Red1')).toBeUndefined();
  });

  it('S-5/S-6 (C-9): removal takes the player out of the game; S-3 (C-5): a technical defeat is shown with the final scoring', () => {
    const g = new Game(STANDARD);
    sanction(g, 'Red2', 'removal', 'C-9');
    expect(g.alive('Red2')).toBe(false);
    sanction(g, 'Red1', 'technical-defeat', 'C-5');
    for (const seat of ['Maf1', 'Maf2', 'Man', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    const lines = (g.state.data[END_SCORING]?.value as { lines: Array<{ key: string }> }).lines;
    expect(lines).toContainEqual({ key: 'scoring.penalty-technical-defeat', params: { seat: 'Red1', rule: 'C-5' } });
  });

  it('S-6 (C-9, minor case): the roles and the vote are disabled until the end of the game: no block expires, every vote weighs 0', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    expect(sanction(g, 'Doc', 'disable', 'C-9')).toMatchObject({ ok: true });
    expect(g.lastPublic('conduct.sanction-disable')).toEqual({ seat: 'Doc', rule: 'C-9' });
    g.to('lynch');
    expect(weightIn(g, 'lynch', 'Doc')).toBe(0);
    g.lynch('Blk');
    for (const night of [2, 3]) {
      g.night(night);
      g.morning();
      expect(statusIds(g, 'Doc')).toEqual(['negative-blocked', 'role-blocked']);
      g.to('lynch');
      expect(weightIn(g, 'lynch', 'Doc')).toBe(0);
      g.closeStep();
    }
  });

  it('S-1 (C-7, C-8, C-10): the roles are blocked for two days (through the next night): the doctor\'s heal fails, then the block is gone', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    expect(sanction(g, 'Doc', 'role-block', 'C-7')).toMatchObject({ ok: true });
    expect(g.lastPublic('conduct.sanction-role-block')).toEqual({ seat: 'Doc', rule: 'C-7' });
    expect(statusIds(g, 'Doc')).toEqual(['negative-blocked', 'role-blocked']);
    g.night(2);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Man', 'shoot', ['Red1']);
    g.morning();
    // MOV-7: the blocked heal is accepted and fails.
    expect(g.alive('Red1')).toBe(false);
    expect(statusIds(g, 'Doc')).toEqual(['negative-blocked', 'role-blocked']);
    g.lynch('Blk');
    g.night(3);
    g.morning();
    expect(statusIds(g, 'Doc')).toEqual([]);
  });

  it('S-1: the host may block one role only (the black role of a mafioso)', () => {
    const g = new Game(STANDARD);
    sanction(g, 'Maf1', 'role-block', 'C-10', { block: 'negative' });
    expect(statusIds(g, 'Maf1')).toEqual(['negative-blocked']);
  });

  it('C-9: the mandatory victim of the nearest vote: his ballot is an autovote on himself; with fewer votes he dies with the main victim', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    expect(sanction(g, 'Red2', 'mandatory-victim', 'C-9')).toMatchObject({ ok: true });
    expect(statusIds(g, 'Red2')).toEqual(['negative-blocked', 'role-blocked']);
    g.to('lynch');
    g.votes('lynch', { Doc: 'Maf1', Blo: 'Maf1', Com: 'Maf1', Det: 'Maf1', Red2: 'Maf1' });
    g.closeStep();
    expect(g.dead().sort()).toEqual(['Maf1', 'Red2']);
    expect(g.lastPublic('conduct.mandatory-victim')).toEqual({ seat: 'Red2' });
    // His own ballot was turned on himself (C-9 item 2).
    const poll = g.state.polls.find((p) => p.spec.id === 'lynch');
    expect(poll?.ballots.find((b) => b.voter === 'Red2')?.targets).toEqual(['Red2']);
  });

  it('C-9: with the most votes he is the victim alone; the next vote is an ordinary one', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    sanction(g, 'Red2', 'mandatory-victim', 'C-9');
    g.to('lynch');
    g.votes('lynch', { Doc: 'Red2', Blo: 'Red2', Com: 'Red2', Maf1: 'Det' });
    g.closeStep();
    expect(g.dead()).toEqual(['Red2']);
    g.night(2);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Doc: 'Maf2', Blo: 'Maf2', Com: 'Maf2' });
    g.closeStep();
    expect(g.dead().sort()).toEqual(['Maf2', 'Red2']);
  });
});
