// D-3 [L150], SC-7: "two autovotes in a row do not cause a suicide (penalty elimination); such an
// attitude to the game will be taken into account in future" (S-9, the host's note for the future).
// The engine eliminates nobody for autovotes; it counts each player's autovotes at consecutive lynch
// days and tells the host when a player reaches two in a row, so the host can note it (a `warning`
// sanction, rule C-4, is his to give).
import type { HookContext, Json } from '@mafia/kernel';
import { toHost } from '@mafia/kernel';
import { read, write } from '../data';
import { AUTOVOTE_POLLS } from '../day/lynch';

const STREAKS = 'autovote-streaks';
/** D-3: "two autovotes in a row". */
export const NOTED_AFTER = 2;

/**
 * When the evening opens (the day's votes are over): a day with a lynch vote adds one to the streak
 * of each voter who got an autovote (`day.autovote`, D-2c, C-4) and ends the streak of each voter
 * who voted; a day with no lynch vote (the election, a hunt) leaves the streaks as they are.
 */
export function countAutovoteStreaks(ctx: HookContext): void {
  const { phase } = ctx.state.clock;
  const voters = new Set(ctx.state.polls.filter((p) => AUTOVOTE_POLLS.includes(p.spec.id)).flatMap((p) => p.spec.voters.map((v) => v.seat)));
  if (voters.size === 0) return;
  const autovoted = new Set(
    ctx.state.notices.filter((n) => n.key === 'day.autovote' && n.phase.kind === 'day' && n.phase.number === phase.number).map((n) => String(n.params['seat'])),
  );
  const before = (read<Json>(ctx.state, STREAKS) as Record<string, number> | null) ?? {};
  const after: Record<string, number> = { ...before };
  for (const seat of voters) {
    after[seat] = autovoted.has(seat) ? (before[seat] ?? 0) + 1 : 0;
    const count = after[seat] ?? 0;
    if (count >= NOTED_AFTER) ctx.notify(toHost, 'conduct.autovotes-in-a-row', { seat, count });
  }
  write(ctx, STREAKS, after);
}
