import { toHost, toPublic, type GameState, type HookContext, type Post, type Rejection, type Seat } from '@mafia/kernel';
import { reportUncountedVotes } from './votes';

export const NIGHT_POST = 'night-post';

/**
 * Seed 001 rule 5: "dead people make no posts" in the game thread (the dead channel is fine);
 * rule 2: a post in the thread during the night is flagged for the host. Rule 3's edits are
 * flagged by the kernel itself.
 */
export function validatePost(state: GameState, seat: Seat, channel: string): { rejection?: Rejection; flags: string[] } {
  if (channel !== 'thread') return { flags: [] };
  if (!seat.alive || seat.removed) return { rejection: { code: 'author-not-alive' }, flags: [] };
  return { flags: state.clock.phase.kind === 'night' ? [NIGHT_POST] : [] };
}

/** How many night posts this seat has made in the thread this game (rule 2: "repeated posts"). */
export function nightPostsBy(state: GameState, seat: string): number {
  return state.posts.filter((p) => p.seat === seat && p.channel === 'thread' && p.flags.includes(NIGHT_POST)).length;
}

/**
 * Rule 2, under the host's `nightPostPolicy`: `flag` leaves the call to the host ("it will be up
 * to the game mod"); `modkill-on-repeat` mod-kills on the second night post of the game
 * ("repeated posts during the night phase will also result in a mod kill"); `modkill` on the first.
 */
export function afterPost(ctx: HookContext, post: Post): void {
  if (post.channel !== 'thread' || post.seat === null) return;
  if (!post.flags.includes(NIGHT_POST)) {
    reportUncountedVotes(ctx, post);
    return;
  }
  const seat = post.seat;
  ctx.notify(toHost, 'notices.night-post', { seat, post: post.id });
  const policy = ctx.state.settings['nightPostPolicy'];
  const due = policy === 'modkill' || (policy === 'modkill-on-repeat' && nightPostsBy(ctx.state, seat) >= 2);
  if (!due) return;
  ctx.eliminate(seat, 'modkill:night-post');
  ctx.notify(toPublic, 'notices.modkilled', { seat, reason: 'night-post' });
}
