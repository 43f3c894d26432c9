import { describe, expect, it } from 'vitest';
import { availableCommands } from '@mafia/kernel';
import { russianExtended } from '..';
import { Game, seats, STANDARD } from '../../test/helpers';

const WALLS = { wallRequired: true };
const DAY = 21 * 3_600_000;
let postId = 0;
const post = (g: Game, seat: string, tags?: string[]) => g.dispatch({ type: 'post', seat, channel: 'thread', body: 'Here is what I think of everyone.', id: `p${++postId}`, ...(tags ? { tags } : {}) });
const notAdmitted = (g: Game) => g.state.seats.filter((s) => s.statuses.some((st) => st.id === 'not-admitted')).map((s) => s.id);
const NAMES = STANDARD.map(([name]) => name);
const everyoneBut = (seats: string[]) => NAMES.filter((name) => !seats.includes(name));

/** Day 2's discussion, everyone alive; `writers` post their wall. */
function dayTwo(writers: string[], settings = WALLS): Game {
  const g = new Game(STANDARD, settings);
  g.night(1);
  g.morning();
  for (const seat of writers) expect(post(g, seat, ['wall'])).toMatchObject({ ok: true });
  return g;
}

describe('C-4 the daily wall (part 4 §4.2, L136)', () => {
  it('C-4: a player with no wall by the vote is not admitted: his autovote is counted at the start of the lynch and he cannot vote', () => {
    const g = dayTwo(everyoneBut(['Red1', 'Red2']));
    g.to('lynch');
    expect(notAdmitted(g).sort()).toEqual(['Red1', 'Red2']);
    const today = g.state.notices.filter((n) => n.key === 'conduct.not-admitted' && n.audience.to === 'public' && n.phase.kind === 'day' && n.phase.number === 2);
    expect(today.map((n) => n.params['seat']).sort()).toEqual(['Red1', 'Red2']);
    const lynch = g.state.polls.find((p) => p.spec.id === 'lynch');
    expect(lynch?.ballots.filter((b) => b.voter === 'Red1')).toEqual([expect.objectContaining({ targets: ['Red1'] })]);
    expect(g.vote('Red1', 'lynch', 'Maf1')).toMatchObject({ ok: false });
    expect(g.vote('Doc', 'lynch', 'Maf1')).toMatchObject({ ok: true });
  });

  it('C-4: a plain post is no wall; the tag is offered only in the discussion, and only when the host requires walls', () => {
    const g = dayTwo([]);
    expect(post(g, 'Red1')).toMatchObject({ ok: true });
    expect(availableCommands(russianExtended.runtime, g.state, 'Red1')).toContainEqual({ type: 'post', channel: 'thread', tags: ['wall'] });
    g.to('lynch');
    expect(notAdmitted(g)).toContain('Red1');
    expect(post(g, 'Doc', ['wall'])).toMatchObject({ ok: false, rejection: { code: 'post-tag-refused', params: { tag: 'wall' } } });
    const free = dayTwo([], {} as typeof WALLS);
    expect(post(free, 'Red1', ['wall'])).toMatchObject({ ok: false, rejection: { code: 'post-tag-refused' } });
    free.to('lynch');
    expect(notAdmitted(free)).toEqual([]);
  });

  it('C-4: a wall in the last 15 minutes before the vote is flagged late-wall; the host may refuse it (wall-refused), and then the player is not admitted', () => {
    const g = dayTwo(everyoneBut(['Red1']));
    g.advanceClock(DAY - 10 * 60_000);
    expect(post(g, 'Red1', ['wall'])).toMatchObject({ ok: true });
    const late = g.state.posts.toArray().find((p) => p.seat === 'Red1');
    expect(late?.flags.sort()).toEqual(['late-wall', 'wall']);
    g.dispatch({ type: 'host-submit-intent', seat: 'Red1', ability: 'sanction', targets: [], options: { kind: 'wall-refused', rule: 'C-4' } });
    g.to('lynch');
    expect(notAdmitted(g)).toEqual(['Red1']);
  });

  it('C-4 with SV-3c: a master\'s and his servant\'s walls are interchangeable', () => {
    const table: Array<[string, string, string?]> = [...STANDARD, ['Srv', 'citizen']];
    const dealt = seats(table).map((s) => (s.id === 'Srv' ? { ...s, attributes: { elite: 'servant', master: 'Doc' } } : s));
    const g = new Game(table, WALLS, 'test', dealt);
    g.night(1);
    g.morning();
    for (const seat of [...everyoneBut(['Doc']), 'Srv']) expect(post(g, seat, ['wall'])).toMatchObject({ ok: true });
    g.to('lynch');
    // The servant's wall admits his master, the master's would admit the servant.
    expect(notAdmitted(g)).toEqual([]);
  });

  it('C-4 on day 1 (reading AMB-C-4a ★): at the election a player with no wall is not admitted, gets no autovote (D-4), and is admitted again after the day', () => {
    const g = new Game(STANDARD, WALLS);
    for (const seat of everyoneBut(['Red1'])) post(g, seat, ['wall']);
    g.to('election');
    expect(notAdmitted(g)).toEqual(['Red1']);
    expect(g.state.polls.find((p) => p.spec.id === 'election')?.ballots ?? []).toEqual([]);
    expect(g.vote('Red1', 'election', 'Doc')).toMatchObject({ ok: false });
    g.to('evening');
    expect(notAdmitted(g)).toEqual(['Red1']);
    g.night(1);
    expect(notAdmitted(g)).toEqual([]);
  });
});
