import { describe, expect, it } from 'vitest';
import { availableCommands, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

// A ruleset that lets living seats mark a thread post as their `wall` (russian-extended C-4 stands
// behind the hook) and, seeing the tag in validatePost, flags such a post `checked` too.
const withTags: RulesetRuntime = {
  ...runtime,
  hooks: {
    ...runtime.hooks,
    postTags: (_state, seat, channel) => (channel === 'thread' && seat.alive ? ['wall'] : []),
    validatePost: (_state, _seat, _channel, tags) => ({ flags: tags.includes('wall') ? ['checked'] : [] }),
  },
};

function game(rules: RulesetRuntime) {
  const { game: g, run } = play(rules, { firstPhase: 'day' });
  return { g, run };
}

describe('post tags (RulesetHooks.postTags)', () => {
  it('an offered tag becomes one of the post\'s flags, next to the ruleset\'s own', () => {
    const { g, run } = game(withTags);
    expect(run({ type: 'post', seat: 'c', channel: 'thread', body: 'my wall', id: 'p1', tags: ['wall'] }).ok).toBe(true);
    expect(g.state.posts.byId('p1')?.flags).toEqual(['checked', 'wall']);
  });

  it('a tag the ruleset does not offer there is refused with post-tag-refused and nothing is posted', () => {
    const { g, run } = game(withTags);
    const refused = run({ type: 'post', seat: 'c', channel: 'thread', body: 'x', id: 'p1', tags: ['wall', 'verdict'] });
    expect(refused).toMatchObject({ ok: false, rejection: { code: 'post-tag-refused', params: { tag: 'verdict' } } });
    expect(g.state.posts.has('p1')).toBe(false);
  });

  it('without the hook every tag is refused; untagged posts are unchanged', () => {
    const { g, run } = game(runtime);
    expect(run({ type: 'post', seat: 'c', channel: 'thread', body: 'x', id: 'p1', tags: ['wall'] })).toMatchObject({ ok: false, rejection: { code: 'post-tag-refused' } });
    expect(run({ type: 'post', seat: 'c', channel: 'thread', body: 'x', id: 'p2' }).ok).toBe(true);
    expect(g.state.posts.byId('p2')?.flags).toEqual([]);
  });

  it('availableCommands offers the tags on the channel where they are accepted', () => {
    const { g } = game(withTags);
    const posts = availableCommands(withTags, g.state, 'c').filter((a) => a.type === 'post');
    expect(posts).toContainEqual({ type: 'post', channel: 'thread', tags: ['wall'] });
    expect(availableCommands(runtime, g.state, 'c').filter((a) => a.type === 'post')).toContainEqual({ type: 'post', channel: 'thread' });
  });
});
