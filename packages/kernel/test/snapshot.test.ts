import { describe, expect, it } from 'vitest';
import { emptyState, evolve, PostLog, stateFromJson, stateToJson, type GameState, type Post } from '../src';

const post = (id: string, body: string): Post =>
  ({ id, channel: 'main', author: 'host', body, at: 1, flags: [] }) as unknown as Post;

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
    expect(stateFromJson({ ...good, seq: -1 })).toBeNull();
    expect(stateFromJson({ ...good, seats: undefined })).toBeNull();
    expect(stateFromJson(good)).not.toBeNull();
  });
});
