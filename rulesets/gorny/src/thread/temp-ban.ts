import type { HostCommand, SeatId } from '@mafia/kernel';

/**
 * Seed 001 rule 14: "If you are (temp) banned from the site itself, you will also be mod killed."
 * The site tells the host (or the platform's moderation); the game is changed through the
 * kernel's `modkill` host command with reason `temp-ban`, recorded as cause `modkill:temp-ban`
 * and announced publicly with the core `notices.modkilled` text.
 */
export const tempBanModkill = (seat: SeatId): HostCommand => ({ type: 'modkill', seat, reason: 'temp-ban' });

/** Rule 13's other outcome for an inactive player, through the same command. */
export const inactivityModkill = (seat: SeatId): HostCommand => ({ type: 'modkill', seat, reason: 'inactivity' });
