import { describe, expect, it } from 'vitest';
import { PostLog, viewFor, type Post } from '../src';
import { newGame, runtime } from './fixture';

const post = (id: string, channel = 'thread', seat: string | null = 'a'): Post => ({
  id,
  seat,
  channel,
  body: `body of ${id}`,
  at: 0,
  phase: { kind: 'day', number: 1 },
  flags: [],
});

describe('PostLog: the posts of a game as a persistent list', () => {
  it('finds posts by id in the log that holds them only', () => {
    const base = PostLog.from([post('p1'), post('p2')]);
    const draft = base.append(post('x'));
    const real = base.append(post('y'));
    expect(base.has('x')).toBe(false);
    expect(draft.byId('x')?.id).toBe('x');
    expect(real.has('x')).toBe(false);
    expect(real.indexOfId('y')).toBe(2);
    // The same id appended at another place by another draft of the game.
    const longer = real.append(post('z')).append(post('x'));
    expect(longer.indexOfId('x')).toBe(4);
    expect(draft.indexOfId('x')).toBe(2);
    expect(PostLog.empty.has('p1')).toBe(false);
  });

  it('an edit replaces one post and keeps the others the same objects', () => {
    const log = PostLog.from(Array.from({ length: 100 }, (_, i) => post(`p${i}`)));
    const edited = log.edit('p40', (p) => ({ ...p, body: 'changed' }));
    expect(edited.byId('p40')?.body).toBe('changed');
    expect(log.byId('p40')?.body).toBe('body of p40');
    expect(edited.at(41)).toBe(log.at(41));
    expect(edited.startsWith(log)).toBe(false);
    expect(log.edit('nope', (p) => p)).toBe(log);
  });

  it('reads like an array and serialises as one', () => {
    const posts = [post('p1'), post('p2', 'dead'), post('p3')];
    const log = PostLog.from(posts);
    expect(log.filter((p) => p.channel === 'thread').map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(log.some((p) => p.channel === 'dead')).toBe(true);
    expect(log.every((p) => p.channel === 'thread')).toBe(false);
    expect(log.find((p) => p.channel === 'dead')?.id).toBe('p2');
    expect(JSON.parse(JSON.stringify(log))).toEqual(posts);
  });
});

describe('viewFor extends a viewer\'s posts instead of re-filtering the thread', () => {
  it('appends the new visible posts, keeps the old array when none is visible, and re-filters after an edit', () => {
    const { game } = newGame();
    const state = game.state;
    const viewer = { kind: 'seat', seat: 'd' } as const;
    const first = viewFor(runtime, { ...state, posts: state.posts.append(post('t1')) }, viewer).posts;
    const grownLog = state.posts.append(post('t1')).append(post('t2'));
    // A fresh log with the same items is not known to extend the cached one: filtered in full.
    expect(viewFor(runtime, { ...state, posts: grownLog }, viewer).posts.map((p) => p.id)).toEqual(['t1', 't2']);
    const withDead = grownLog.append(post('d1', 'dead'));
    const second = viewFor(runtime, { ...state, posts: grownLog }, viewer).posts;
    const third = viewFor(runtime, { ...state, posts: withDead }, viewer).posts;
    expect(third).toBe(second);
    const fourth = viewFor(runtime, { ...state, posts: withDead.append(post('t3')) }, viewer).posts;
    expect(fourth.map((p) => p.id)).toEqual(['t1', 't2', 't3']);
    expect(fourth[0]).toBe(second[0]);
    const edited = withDead.append(post('t3')).edit('t1', (p) => ({ ...p, body: 'edited' }));
    expect(viewFor(runtime, { ...state, posts: edited }, viewer).posts[0]?.body).toBe('edited');
    expect(first.map((p) => p.id)).toEqual(['t1']);
  });
});
