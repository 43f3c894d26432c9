import { describe, expect, it } from 'vitest';
import { gorny, nightPostsBy, playersUnderActivity, postVoteCommands, tempBanModkill } from '../src';
import { newGame } from './play';

const post = (game: ReturnType<typeof newGame>, seat: string, body: string, id: string) =>
  game.dispatch({ type: 'post', seat, channel: 'thread', body, id });

describe('rule 2: posts during the night', () => {
  it.each([
    { policy: 'flag', posts: 2, alive: true },
    { policy: 'modkill-on-repeat', posts: 1, alive: true },
    { policy: 'modkill-on-repeat', posts: 2, alive: false },
    { policy: 'modkill', posts: 1, alive: false },
  ])('policy $policy, $posts night post(s): alive $alive', ({ policy, posts, alive }) => {
    const game = newGame('', { nightPostPolicy: policy });
    for (let i = 0; i < posts; i++) expect(post(game, 'T1', 'hi', `p${i}`).ok).toBe(true);
    expect(game.state.posts.every((p) => p.flags.includes('night-post'))).toBe(true);
    expect(nightPostsBy(game.state, 'T1')).toBe(posts);
    expect(game.state.seats.find((s) => s.id === 'T1')?.alive).toBe(alive);
    expect(game.state.notices.filter((n) => n.key === 'notices.night-post' && n.audience.to === 'host')).toHaveLength(posts);
  });

  it('day posts are not flagged', () => {
    const game = newGame('', { firstPhase: 'day' });
    post(game, 'T1', 'hi', 'p1');
    expect(game.state.posts.at(0)?.flags).toEqual([]);
  });
});

describe('rule 3 and rule 5: edits and the dead', () => {
  it('an edited post is flagged', () => {
    const game = newGame('', { firstPhase: 'day' });
    post(game, 'T1', 'hi', 'p1');
    game.dispatch({ type: 'edit-post', seat: 'T1', id: 'p1', body: 'hello' });
    expect(game.state.posts.at(0)?.flags).toContain('edited');
  });

  it('dead players cannot post in the thread but may in the dead channel', () => {
    const game = newGame('', { firstPhase: 'day' });
    game.dispatch(tempBanModkill('T1'));
    expect(post(game, 'T1', 'boo', 'p1')).toMatchObject({ ok: false, rejection: { code: 'author-not-alive' } });
    expect(game.dispatch({ type: 'post', seat: 'T1', channel: 'dead', body: 'boo', id: 'p2' }).ok).toBe(true);
  });
});

describe('rule 14: a temp-ban is a mod-kill', () => {
  it('eliminates with cause modkill:temp-ban, announced publicly, and the lynch majority follows', () => {
    const game = newGame('', { firstPhase: 'day' });
    expect(game.dispatch(tempBanModkill('T1')).ok).toBe(true);
    expect(game.state.seats.find((s) => s.id === 'T1')).toMatchObject({ alive: false, eliminationCause: 'modkill:temp-ban' });
    expect(game.state.polls[0]?.spec.voters.map((v) => v.seat)).not.toContain('T1');
  });
});

describe('rule 13: activity', () => {
  it('lists living players under the required posts, and tells the host at day end', () => {
    const game = newGame('', { firstPhase: 'day', minPostsPerDay: 2 });
    post(game, 'T1', 'a', 'p1');
    post(game, 'T1', 'b', 'p2');
    post(game, 'T2', 'c', 'p3');
    const under = playersUnderActivity(game.state);
    expect(under.find((e) => e.seat === 'T2')).toEqual({ seat: 'T2', posts: 1, required: 2 });
    expect(under.map((e) => e.seat)).not.toContain('T1');
    game.finishPhase();
    const notice = game.state.notices.find((n) => n.key === 'notices.inactive-players');
    expect(notice?.audience).toEqual({ to: 'host' });
    expect(game.state.data['activity:day-1']?.audience).toEqual({ to: 'host' });
    expect(game.view({ kind: 'seat', seat: 'T1' }).data['activity:day-1']).toBeUndefined();
  });

  it('is off by default', () => {
    expect(playersUnderActivity(newGame('', { firstPhase: 'day' }).state)).toEqual([]);
  });
});

describe('rule 6: votes written in posts', () => {
  it.each([
    { body: '[b]Vote: T2[/b]', commands: [{ type: 'cast-ballot', targets: ['T2'] }], codes: [] },
    { body: 'Vote: T2', commands: [], codes: ['not-bold'] },
    { body: '[b]V: T2[/b]', commands: [], codes: ['abbreviated'] },
    { body: '[b]UV[/b]', commands: [], codes: ['abbreviated'] },
    { body: '[quote][b]Vote: T2[/b][/quote]', commands: [], codes: ['quoted'] },
    { body: '[b]Vote: Tee[/b]', commands: [{ type: 'cast-ballot', targets: ['T3'] }], codes: [] },
    { body: '[b]Vote: T2[/b]\n[b]Un Vote[/b]', commands: [{ type: 'cast-ballot' }, { type: 'withdraw-ballot' }], codes: [] },
    { body: '[b]Unvote: T4[/b]', commands: [], codes: ['unvote-target-mismatch'] },
  ])('$body', ({ body, commands, codes }) => {
    const game = newGame('', { firstPhase: 'day' });
    const seat = game.state.seats.find((s) => s.id === 'T3');
    if (seat) seat.attributes = { aliases: ['Tee'] };
    const result = postVoteCommands(game.state, { seat: 'T1', body });
    expect(result.commands).toMatchObject(commands);
    expect(result.rejections.map((r) => r.code)).toEqual(codes);
  });

  it('uncounted vote fragments are reported to their author only', () => {
    const game = newGame('', { firstPhase: 'day' });
    post(game, 'T1', 'V: T2', 'p1');
    const notice = game.state.notices.find((n) => n.key === 'notices.vote-not-counted');
    expect(notice).toMatchObject({ audience: { to: 'seat', seat: 'T1' }, params: { code: 'abbreviated' } });
  });
});

describe('the lynch (rule 7) and the 50% rule (rule 8)', () => {
  it('with 9 alive the majority is 5, and the 6th vote locks', () => {
    const game = newGame('A:vanilla B:vanilla', { firstPhase: 'day' });
    const voters = ['T1', 'T2', 'T3', 'T4', 'T5', 'A'];
    for (const v of voters.slice(0, 5)) game.dispatch({ type: 'cast-ballot', seat: v, poll: 'lynch', targets: ['M1'] });
    expect(game.state.polls[0]?.locked).toBeNull();
    expect(game.dispatch({ type: 'withdraw-ballot', seat: 'T1', poll: 'lynch' }).ok).toBe(true);
    game.dispatch({ type: 'cast-ballot', seat: 'T1', poll: 'lynch', targets: ['M1'] });
    game.dispatch({ type: 'cast-ballot', seat: 'A', poll: 'lynch', targets: ['M1'] });
    expect(game.state.polls[0]?.locked).toBe('M1');
    expect(game.dispatch({ type: 'cast-ballot', seat: 'T1', poll: 'lynch', targets: ['M2'] })).toMatchObject({ ok: false, rejection: { code: 'vote-locked' } });
    game.finishPhase();
    expect(game.state.seats.find((s) => s.id === 'M1')?.eliminationCause).toBe('lynched');
  });

  it('the town wins when no mafia is left', () => {
    const game = newGame('', { firstPhase: 'day' });
    game.dispatch({ type: 'modkill', seat: 'M1', reason: 'x' });
    game.dispatch({ type: 'modkill', seat: 'M2', reason: 'x' });
    expect(game.state.result).toMatchObject({ factions: ['town'], reason: 'no-mafia-left' });
  });
});

describe('settings', () => {
  it('rejects an unknown resolution or a rating outside 1–6', () => {
    expect(gorny.parseSettings({ resolution: 'natural' }).ok).toBe(false);
    expect(gorny.parseSettings({ normality: 7 }).ok).toBe(false);
    expect(gorny.parseSettings({}).ok).toBe(true);
  });

  it.each([1, 2, 3, 4, 5, 6])('normality %i is shown to every player at the start', (level) => {
    const game = newGame('', { normality: level });
    const seen = game.view({ kind: 'spectator' }).notices.map((n) => n.key);
    expect(seen).toContain(`normality.level-${level}`);
  });

  it('the host chooses the first phase and the lengths', () => {
    const game = newGame('', { firstPhase: 'day', dayLength: 1000 });
    expect(game.state.clock).toMatchObject({ phase: { kind: 'day', number: 1 }, deadline: 1000 });
  });
});
