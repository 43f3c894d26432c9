import {
  availableCommands,
  viewFor,
  type AvailableCommand,
  type Command,
  type GameState,
  type GameView,
  type Rejection,
  type Viewer,
} from '@mafia/kernel';
import type { GameRecord, MemberRecord } from '@mafia/db';
import type { Commit } from '@mafia/room';
import type { Ruleset } from '@mafia/ruleset-kit';
import { TRPCError } from '@trpc/server';
import type { ApiServices } from './context';

export type CommandResult = { ok: true; seq: number } | { ok: false; rejection: Rejection };

/** Who the member is in the kernel's eyes: hosts see everything, a seated player their seat, others the spectator view. */
export function viewerOf(member: MemberRecord | null, state: GameState): Viewer {
  if (member && (member.role === 'host' || member.role === 'co-host')) return { kind: 'host' };
  if (member?.role === 'player' && member.seatId && state.seats.some((s) => s.id === member.seatId)) {
    return { kind: 'seat', seat: member.seatId };
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
  /** Null before the game starts. */
  view: GameView | null;
  /** What the caller's seat can do now (empty for hosts and spectators). */
  available: AvailableCommand[];
}

/** The caller's own projection of the game: the only shape game state leaves the server in. */
export function ownView(ruleset: Ruleset, game: GameRecord, member: MemberRecord | null, state: GameState): OwnView {
  const viewer = viewerOf(member, state);
  const started = state.seats.length > 0;
  return {
    seq: state.seq,
    status: game.status,
    memberRole: member?.role ?? null,
    viewer,
    view: started ? viewFor(ruleset.runtime, state, viewer) : null,
    available: started && viewer.kind === 'seat' ? availableCommands(ruleset.runtime, state, viewer.seat) : [],
  };
}

export async function runCommand(services: ApiServices, gameId: string, command: Command): Promise<CommandResult> {
  const result = await services.rooms.dispatch(gameId, command);
  return result.ok ? { ok: true, seq: result.seq } : { ok: false, rejection: result.rejection };
}

/** The seat a player acts for; a player without a seat (lobby) gets a rejection value. */
export function seatOf(member: MemberRecord): string | null {
  return member.role === 'player' ? member.seatId : null;
}

export const notSeated: CommandResult = { ok: false, rejection: { code: 'game-not-started' } };

/** Room hook: keeps the games table's status in step with the event log. */
export function onGameCommitted(games: ApiServices['games'], now: () => number) {
  return async (commit: Commit): Promise<void> => {
    if (commit.events.some((e) => e.type === 'game-ended')) await games.updateStatus(commit.gameId, 'finished', now());
  };
}
