import {
  availableCommands,
  viewFor,
  type AvailableCommand,
  type Command,
  type GameState,
  type GameView,
  type Post,
  type Rejection,
  type Viewer,
} from '@mafia/kernel';
import type { GameRecord, MemberRecord } from '@mafia/db';
import type { Commit } from '@mafia/room';
import type { Ruleset } from '@mafia/ruleset-kit';
import { TRPCError } from '@trpc/server';
import type { ApiServices } from './context';
import { recentPosts } from './thread-pages';

export type CommandResult = { ok: true; seq: number } | { ok: false; rejection: Rejection };

/**
 * Who the member is in the kernel's eyes: hosts see everything, a seated player their seat, others
 * the spectator view. With `username` (every router passes the caller's), a seat view also needs
 * the state itself to name the caller in that seat: a replacement (`player-replaced`) renames the
 * seat in the very event that hands it over, so from that seq on the outgoing player is a spectator
 * whatever the member rows say and however late they change (issue #13, High).
 */
export function viewerOf(member: MemberRecord | null, state: GameState, username?: string): Viewer {
  if (member && (member.role === 'host' || member.role === 'co-host')) return { kind: 'host' };
  if (member?.role === 'player' && member.seatId) {
    const seat = state.seats.find((s) => s.id === member.seatId);
    if (seat && (username === undefined || seat.name === username)) return { kind: 'seat', seat: seat.id };
  }
  return { kind: 'spectator' };
}

export function rulesetOf(services: ApiServices, game: GameRecord): Ruleset {
  const ruleset = services.rulesets.get(game.rulesetId);
  if (!ruleset) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'ruleset-not-installed' });
  return ruleset;
}

export interface OwnView {
  seq: number;
  status: GameRecord['status'];
  memberRole: MemberRecord['role'] | null;
  viewer: Viewer;
  /** Null before the game starts. Its `posts` are each channel's recent ones only (thread-pages.ts). */
  view: GameView | null;
  /** For each channel, how many earlier posts the view leaves out: `game.thread` pages them in. */
  earlierPosts: Record<string, number>;
  /** What the caller's seat can do now (empty for hosts and spectators). */
  available: AvailableCommand[];
  /**
   * Issue #21: a step's end (a night) is held for the host's review (`state.pending`). Everyone may
   * know that the host is reviewing; only the host's view carries what waits.
   */
  reviewing: boolean;
}

/**
 * Views computed once per distinct viewer per state. States are immutable values (one per seq), so
 * a WeakMap keyed by the state object frees them with the state; 2,000 subscribers of 100 games
 * cost one `viewFor` per seat and one per spectator/host per seq instead of one per subscriber.
 */
interface Projection {
  view: GameView;
  /** Every post the viewer may see (the view carries the recent ones). */
  visiblePosts: readonly Post[];
  earlierPosts: Record<string, number>;
  available: AvailableCommand[];
}

const projections = new WeakMap<GameState, Map<string, Projection>>();

function projection(ruleset: Ruleset, state: GameState, viewer: Viewer): Projection {
  let byViewer = projections.get(state);
  if (!byViewer) {
    byViewer = new Map();
    projections.set(state, byViewer);
  }
  const key = viewer.kind === 'seat' ? `seat:${viewer.seat}` : viewer.kind;
  let found = byViewer.get(key);
  if (!found) {
    const full = viewFor(ruleset.runtime, state, viewer);
    const recent = recentPosts(full.posts);
    found = {
      // Overrides a key the view has (no new key: the AGENTS.md spread gotcha).
      view: recent.posts === full.posts ? full : { ...full, posts: recent.posts },
      visiblePosts: full.posts,
      earlierPosts: recent.earlier,
      available: viewer.kind === 'seat' ? availableCommands(ruleset.runtime, state, viewer.seat) : [],
    };
    byViewer.set(key, found);
  }
  return found;
}

/**
 * The caller's own projection of the game: the only shape game state leaves the server in. Routers
 * pass the caller's `username` (see `viewerOf`); tests and the bench may leave it out.
 */
export function ownView(ruleset: Ruleset, game: GameRecord, member: MemberRecord | null, state: GameState, username?: string): OwnView {
  const viewer = viewerOf(member, state, username);
  const started = state.seats.length > 0;
  const projected = started ? projection(ruleset, state, viewer) : null;
  return {
    seq: state.seq,
    status: game.status,
    memberRole: member?.role ?? null,
    viewer,
    view: projected?.view ?? null,
    earlierPosts: projected?.earlierPosts ?? {},
    available: projected?.available ?? [],
    reviewing: state.pending !== null,
  };
}

/** Every post the member may see in this state (what `game.thread` pages through). */
export function visiblePostsOf(ruleset: Ruleset, member: MemberRecord | null, state: GameState, username?: string): readonly Post[] {
  if (state.seats.length === 0) return [];
  return projection(ruleset, state, viewerOf(member, state, username)).visiblePosts;
}

/**
 * Hands a command to the room once the account's and the game's command budgets allow it
 * (`limits.commandPerAccount`, `commandPerGame`); a refused one is the rejection value
 * `command-rate-limited` and changes nothing.
 */
export async function runCommand(services: ApiServices, gameId: string, command: Command, accountId: string): Promise<CommandResult> {
  const now = services.clock.now();
  if (!services.limits.commandPerAccount.take(accountId, now) || !services.limits.commandPerGame.take(gameId, now)) {
    return { ok: false, rejection: { code: 'command-rate-limited' } };
  }
  const result = await services.rooms.dispatch(gameId, command);
  return result.ok ? { ok: true, seq: result.seq } : { ok: false, rejection: result.rejection };
}

/** A seat command from a caller who holds no seat in the current state (`seatedProcedure`). */
export const notSeated: CommandResult = { ok: false, rejection: { code: 'game-not-started' } };

/** Room hook: keeps the games table's status in step with the event log. */
export function onGameCommitted(games: ApiServices['games'], now: () => number) {
  return async (commit: Commit): Promise<void> => {
    if (commit.events.some((e) => e.type === 'game-ended')) await games.updateStatus(commit.gameId, 'finished', now());
  };
}
