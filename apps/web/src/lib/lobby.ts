/**
 * How many players a lobby's game is drawn for. The server's `needed` is the setup's seat count,
 * or null for a ruleset whose sign-ups size the game (seed 002's families of 8 or 10); then the
 * chosen preset's table size is shown, so the lobby reads "n of N players", never "of ?".
 */
export function playersNeeded(
  game: { needed: number | null; rulesetId: string; setupId: string },
  rulesets: ReadonlyArray<{ id: string; setups: ReadonlyArray<{ id: string; players: number }> }>,
): number | null {
  if (game.needed !== null) return game.needed;
  return rulesets.find((r) => r.id === game.rulesetId)?.setups.find((s) => s.id === game.setupId)?.players ?? null;
}
