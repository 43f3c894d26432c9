import { archivePolls, emptyPollArchive, pollHistoryFor, type PollArchive, type PollHistory, type Viewer } from '@mafia/kernel';
import type { GameRooms } from '@mafia/room';
import { viewerOf } from '../game-access';
import { ANY_MEMBER, memberProcedure, router } from '../trpc';

export interface VoteHistory {
  /** The event seq the history was computed at (the live view's `seq` for the same moment). */
  seq: number;
  viewer: Viewer;
  /** Every phase step with polls, oldest first; the current phase's polls are their live views. */
  phases: PollHistory;
}

/**
 * Host-level archives per game, extended with the events appended since (the log only grows), so
 * each client's refetch at a phase change reads a few events instead of the whole log. Keyed by
 * the rooms object so separate servers in one process (tests) never share an archive.
 */
const MAX_ARCHIVES = 200;
const archives = new WeakMap<GameRooms, Map<string, PollArchive>>();

export async function archiveOf(rooms: GameRooms, gameId: string): Promise<PollArchive> {
  let byGame = archives.get(rooms);
  if (!byGame) {
    byGame = new Map();
    archives.set(rooms, byGame);
  }
  const known = byGame.get(gameId) ?? emptyPollArchive();
  const archive = archivePolls(known, await rooms.events(gameId, known.state.seq));
  // Most recently used last; the oldest archive goes first beyond the cap.
  byGame.delete(gameId);
  byGame.set(gameId, archive);
  if (byGame.size > MAX_ARCHIVES) byGame.delete(byGame.keys().next().value as string);
  return archive;
}

export const historyRouter = router({
  /**
   * The caller's vote history, every phase's polls as the caller saw them live (issue 7). Same door
   * and same viewer as `game.view`: hosts see everything, a seated player their seat's view, any
   * other member the spectator's.
   */
  votes: memberProcedure(ANY_MEMBER).query(async ({ ctx }): Promise<VoteHistory> => {
    const archive = await archiveOf(ctx.services.rooms, ctx.game.id);
    const viewer = viewerOf(ctx.member, archive.state, ctx.session.username);
    return { seq: archive.state.seq, viewer, phases: pollHistoryFor(archive, viewer) };
  }),
});
