import type { GameState } from '@mafia/kernel';
import type { ForumPlayer } from '@mafia/forum';

/** Aliases a host accepts in votes, kept as the seat attribute `aliases` (seed 001 rule 6: "avoid nicknames"). */
function aliasesOf(attributes: Record<string, unknown>): string[] {
  const value = attributes['aliases'];
  return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [];
}

/** The game's seats as the forum package's player list (names and aliases only; no secrets). */
export function forumPlayers(state: GameState): ForumPlayer[] {
  return state.seats.map((seat) => {
    const aliases = aliasesOf(seat.attributes);
    return { id: seat.id, name: seat.name, ...(aliases.length > 0 ? { aliases } : {}) };
  });
}
