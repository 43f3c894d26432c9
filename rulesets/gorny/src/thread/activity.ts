import { toHost, type GameState, type HookContext } from '@mafia/kernel';

export interface ActivityEntry {
  seat: string;
  posts: number;
  required: number;
}

/**
 * Seed 001 rule 13: "at least ___ actual contributive posts per day phase required to be
 * considered active". The living players under the host's `minPostsPerDay` in day `day` (default:
 * the current day), with their thread post count, for a prod or a mod-kill. Whether a post was
 * "contributive" stays the host's call: every thread post counts here.
 */
export function playersUnderActivity(state: GameState, day = state.clock.phase.number): ActivityEntry[] {
  const required = Number(state.settings['minPostsPerDay'] ?? 0);
  if (!(required > 0)) return [];
  const posts = new Map<string, number>();
  for (const post of state.posts) {
    if (post.seat === null || post.channel !== 'thread' || post.phase.kind !== 'day' || post.phase.number !== day) continue;
    posts.set(post.seat, (posts.get(post.seat) ?? 0) + 1);
  }
  return state.seats
    .filter((s) => s.alive && !s.removed)
    .map((s) => ({ seat: s.id, posts: posts.get(s.id) ?? 0, required }))
    .filter((entry) => entry.posts < required);
}

/** At the end of each day: a host notice and a host-only data entry `activity:day-N`. */
export function reportActivity(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  const under = playersUnderActivity(ctx.state, day);
  if (Number(ctx.state.settings['minPostsPerDay'] ?? 0) <= 0) return;
  ctx.emit({ type: 'data-set', key: `activity:day-${day}`, value: under.map((e) => ({ ...e })), audience: toHost });
  if (under.length > 0) {
    ctx.notify(toHost, 'notices.inactive-players', { seats: under.map((e) => e.seat), required: under[0]?.required ?? 0, day });
  }
}
