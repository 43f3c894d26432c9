/**
 * The rooms of a server that isolates broken games (issue #13): a game marked broken (its log does
 * not replay, or its state holds a deadline no date can store) takes no commands, as a rejection
 * value (`game-broken`) that stores nothing, instead of a half-applied command and a 500. The one
 * exception is the host's `set-deadline`: it replaces an unstorable deadline, and when it is
 * accepted the game is healthy again and its mark is cleared.
 */
import type { GameRepository } from '@mafia/db';
import { GameRooms, type DispatchResult, type RoomOptions } from '@mafia/room';

/** The kernel's command, as the room takes it (the server does not import the kernel: layers). */
type Command = Parameters<GameRooms['dispatch']>[1];

export class IsolatingRooms extends GameRooms {
  private readonly broken = new Set<string>();
  private games: GameRepository | null = null;

  constructor(options: RoomOptions) {
    super(options);
  }

  /** Where cleared marks are written (set once the repository exists). */
  useRepository(games: GameRepository): void {
    this.games = games;
  }

  markBroken(gameId: string): void {
    this.broken.add(gameId);
  }

  isBroken(gameId: string): boolean {
    return this.broken.has(gameId);
  }

  override async dispatch(gameId: string, command: Command): Promise<DispatchResult> {
    if (!this.broken.has(gameId)) return super.dispatch(gameId, command);
    if (command.type !== 'set-deadline') return { ok: false, rejection: { code: 'game-broken' } };
    const result = await super.dispatch(gameId, command);
    if (result.ok) {
      this.broken.delete(gameId);
      await this.games?.clearBroken(gameId);
    }
    return result;
  }
}
