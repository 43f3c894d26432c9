/**
 * Resuming games at start-up, one game at a time, each in isolation (issue #13): a game whose log
 * no longer replays, or whose deadline cannot be stored (a deadline of 9e15 from before durations
 * were bounded), is marked broken (`Game.brokenAt`/`brokenReason`, shown to its host) and skipped,
 * instead of taking the whole process down and every other game with it.
 */
import type { ApiServices } from '@mafia/api';
import type { DeadlineStore } from '@mafia/room';

export interface ResumeOutcome {
  resumed: number;
  broken: Array<{ gameId: string; reason: string }>;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * After a restart every unfinished game is loaded once: its deadline is written again from its
 * clock (so an append whose deadline write was lost still fires), and the games table's status is
 * brought in line with the log (a start or an end whose status update was lost). A game that
 * resumes again after a fix loses its broken mark.
 */
export async function resumeGames(
  services: ApiServices,
  log: (line: string) => void,
  deadlines?: DeadlineStore,
): Promise<ResumeOutcome> {
  const games = await services.games.list({ status: ['lobby', 'running'] });
  const outcome: ResumeOutcome = { resumed: 0, broken: [] };
  for (const game of games) {
    try {
      if ((await services.rooms.state(game.id)).seq === 0) continue;
      const state = await services.rooms.resume(game.id);
      const status = state.result ? 'finished' : 'running';
      if (status !== game.status) await services.games.updateStatus(game.id, status, services.clock.now());
      if (game.broken) await services.games.clearBroken(game.id);
      outcome.resumed += 1;
    } catch (error) {
      const reason = errorText(error);
      outcome.broken.push({ gameId: game.id, reason });
      log(`game ${game.id} is broken and was skipped: ${reason}`);
      await services.games.markBroken(game.id, reason, services.clock.now());
      // Its deadline would make the scheduler fail on it at every pass; the host can set a new one.
      await deadlines?.set(game.id, null).catch(() => undefined);
    }
  }
  if (outcome.resumed > 0) log(`resumed ${outcome.resumed} game(s)`);
  return outcome;
}
