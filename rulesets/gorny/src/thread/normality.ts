import { toPublic, type HookContext } from '@mafia/kernel';

export const NORMALITY_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** The notice (and locale) key of one level of seed 001's "This game is:" list. */
export const normalityKey = (level: number): string => `normality.level-${level}`;

/** Shown to every player once, when the game starts (the host's `normality` setting). */
export function announceNormality(ctx: HookContext): void {
  if (ctx.state.notices.some((n) => n.key.startsWith('normality.'))) return;
  const level = Number(ctx.state.settings['normality'] ?? 1);
  ctx.notify(toPublic, normalityKey(level), { level });
}
