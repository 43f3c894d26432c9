import { describe, expect, it } from 'vitest';
import { emptyState, evolve, PostLog, stateFromJson, stateToJson, type GameState, type Post } from '../src';

const post = (id: string, body: string, extra: Partial<Post> = {}): Post => ({
  id,
  seat: 's1',
  channel: 'thread',
  body,
  at: 1,
  phase: { kind: 'day', number: 1 },
  flags: [],
  ...extra,
});

function withPosts(...posts: Post[]): GameState {
  return { ...emptyState(), posts: PostLog.from(posts), seq: posts.length };
}

const roundTrip = (state: GameState) => stateFromJson(JSON.parse(JSON.stringify(stateToJson(state))));

describe('stateToJson / stateFromJson', () => {
  it('round-trips through JSON text and rebuilds the post log', () => {
    const state = withPosts(post('a', 'one'), post('b', 'two'));
    const back = roundTrip(state);
    expect(back).not.toBeNull();
    expect(back?.posts).toBeInstanceOf(PostLog);
    expect(back?.posts.byId('b')?.body).toBe('two');
    expect(back?.posts.toArray()).toEqual(state.posts.toArray());
    expect(back).toEqual(state);
  });

  it('keeps every field of every post: seats and host posts, channels, phases, flags, edits', () => {
    const posts = [
      post('a', 'one', { at: 1000 }),
      post('b', 'two', { seat: null, channel: 'host', at: 990, flags: ['night-post', 'edited'], editedAt: 1500 }),
      post('c', 'three', { seat: 's2', channel: 'faction:mafia', at: 2000, phase: { kind: 'night', number: 1 }, flags: ['night-post'] }),
      post('a', 'a second post with a repeated id', { at: 2001 }),
    ];
    const state = withPosts(...posts);
    const back = roundTrip(state);
    expect(back?.posts.toArray()).toEqual(posts);
    expect(back?.posts.byId('b')?.editedAt).toBe(1500);
    expect(back?.posts.indexOfId('a')).toBe(state.posts.indexOfId('a'));
    expect(JSON.stringify(stateToJson(back as GameState))).toBe(JSON.stringify(stateToJson(state)));
  });

  it('stores posts as columns, not one object per post (issue #19: the snapshot of a long thread)', () => {
    const many = Array.from({ length: 1000 }, (_, i) => post(`post-${i}`, `body ${i}`, { at: 1000 + i }));
    const text = JSON.stringify(stateToJson(withPosts(...many)));
    expect(text.length).toBeLessThan(JSON.stringify(many).length / 2);
    expect(roundTrip(withPosts(...many))?.posts.toArray()).toEqual(many);
  });

  it('gives a state that folds on like the original (append and edit of the rebuilt log)', () => {
    const state = withPosts(post('a', 'one'));
    const back = roundTrip(state);
    if (!back) throw new Error('round trip failed');
    const edit = { type: 'post-edited', id: 'a', body: 'changed', at: 2, flags: [] } as never;
    expect(evolve(back, edit)).toEqual(evolve(state, edit));
  });

  it('refuses values that are not a state (a damaged snapshot)', () => {
    const good = stateToJson(withPosts(post('a', 'one'))) as Record<string, unknown>;
    expect(stateFromJson(null)).toBeNull();
    expect(stateFromJson([])).toBeNull();
    expect(stateFromJson('state')).toBeNull();
    expect(stateFromJson({ ...good, posts: 'nope' })).toBeNull();
    expect(stateFromJson({ ...good, posts: [{ body: 'no id' }] })).toBeNull();
    const columns = good['posts'] as Record<string, unknown>;
    expect(stateFromJson({ ...good, posts: { ...columns, ids: [] } })).toBeNull();
    expect(stateFromJson({ ...good, posts: { ...columns, channels: [7] } })).toBeNull();
    expect(stateFromJson({ ...good, posts: { ...columns, seats: [-2] } })).toBeNull();
    expect(stateFromJson({ ...good, posts: { ...columns, tables: null } })).toBeNull();
    expect(stateFromJson({ ...good, posts: { ...columns, edited: [0] } })).toBeNull();
    expect(stateFromJson({ ...good, seq: -1 })).toBeNull();
    expect(stateFromJson({ ...good, seats: undefined })).toBeNull();
    expect(stateFromJson(good)).not.toBeNull();
  });
});
