import type { PlayerId, Rejection } from '../types';
import { identifyAuthor } from './authors';
import type { ThreadInput } from './input';
import { deadFrom, instant, phaseAt } from './time';

export type PostFlagCode = 'night-post' | 'edited' | 'dead-player-post' | 'non-player-post' | 'outside-phase';

/** Something the host should look at; the package reports it, the host decides (seed 001 rules 2, 3, 5). */
export interface PostFlag extends Rejection<PostFlagCode> {
  readonly postId: string;
  readonly author: string;
  readonly player: PlayerId | null;
}

export function flagPosts(input: ThreadInput): PostFlag[] {
  const hosts = input.hosts ?? [];
  const asOf = input.asOf === undefined ? Number.POSITIVE_INFINITY : instant(input.asOf);
  const flags: PostFlag[] = [];
  for (const post of input.posts) {
    const at = instant(post.postedAt);
    if (at > asOf) continue;
    const author = identifyAuthor(post.author, input.players, hosts);
    if (author.kind === 'host') continue;
    const player = author.kind === 'player' ? author.player : null;
    const flag = (code: PostFlagCode, params: PostFlag['params'] = {}): void => {
      flags.push({ code, params, postId: post.id, author: post.author, player });
    };
    if (player === null) {
      flag('non-player-post');
      continue;
    }
    const record = input.players.find((candidate) => candidate.id === player);
    // Seed 001 rule 5: "dead people make no posts".
    if (record !== undefined && deadFrom(record, input.phases) <= at) {
      flag('dead-player-post');
    }
    const phase = phaseAt(input.phases, at);
    if (phase === undefined) flag('outside-phase');
    // Seed 001 rule 2: "Do not post in the game thread during the night phase".
    else if (phase.kind === 'night') flag('night-post', { night: phase.number });
    // Seed 001 rule 3: "Editing a post you made in game, for any reason will result in a mod kill".
    if (post.editedAt !== undefined) flag('edited', { editedAt: post.editedAt });
  }
  return flags;
}
