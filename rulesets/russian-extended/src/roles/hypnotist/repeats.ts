// The Hypnotist and the "not the same target two nights in a row" rules (part 2 §3.20 r.9, r.10,
// edge case 4; reading ★ 2: the player's own previous target counts, the roles' history records).
import type { GameState, HookContext, Intent, Json } from '@mafia/kernel';
import { KEYS, read, write } from '../../data';
import { RED, seatOf } from '../../model';
import type { NightLog } from '../../night/book';
import { GUARD_LAST } from '../bodyguard';
import type { Influence } from './hypnotise';

type LastGuard = { night: number; ward: string; knockedOut: boolean };
type LastHeal = { night: number; targets: string[]; doctor: string; knockedOut?: boolean };

/**
 * r.10: the redirect lands on a target the move may not repeat: a red bodyguard's ward of last night
 * (BOD-6), a doctor sent onto himself the night after his self-heal (DOC-10 b). Knocked-out moves
 * do not count (MOV-6).
 */
export function repeatsTarget(state: GameState, intent: Intent, to: string): boolean {
  const night = state.clock.phase.number;
  if (intent.ability === 'guard' && seatOf(state, intent.actor).faction === RED) {
    const last = read<LastGuard>(state, GUARD_LAST);
    return last !== null && last.night === night - 1 && !last.knockedOut && last.ward === to;
  }
  if (intent.ability === 'heal' && to === intent.actor) {
    const last = read<LastHeal>(state, KEYS.heal);
    return last !== null && last.night === night - 1 && !last.knockedOut && last.doctor === intent.actor && last.targets.includes(intent.actor);
  }
  return false;
}

/**
 * r.9: a target chosen *for* the player by the hypnosis does not count for his no-repeat rule the
 * next night: the roles' records keep his own choice (the hypnotist), written over the redirected
 * one after the roles' mornings. Doctor (interactions): his "hit" names the Hypnotist, not the
 * player his heal reached (`pm.doctor-saved`).
 */
export function ownChoicesKept(ctx: HookContext, log: NightLog, influences: readonly Influence[]): void {
  for (const f of influences) {
    if (f.to === null) continue;
    const to = f.to;
    if (f.intent.ability === 'guard') {
      const last = read<LastGuard>(ctx.state, GUARD_LAST);
      if (last?.night === log.night && last.ward === to) write(ctx, GUARD_LAST, { ...last, ward: f.hypnotist } as unknown as Json);
    }
    if (f.intent.ability === 'heal') {
      const last = read<LastHeal>(ctx.state, KEYS.heal);
      if (last?.night === log.night && last.doctor === f.intent.actor) write(ctx, KEYS.heal, { ...last, targets: last.targets.map((t) => (t === to ? f.hypnotist : t)) } as unknown as Json);
      for (const note of log.notes.filter((n) => n.seat === f.intent.actor && n.key === 'pm.doctor-saved')) {
        const seats = (note.params?.['seats'] as string[] | undefined) ?? [];
        note.params = { ...note.params, seats: seats.map((t) => (t === to ? f.hypnotist : t)) };
      }
    }
  }
}
