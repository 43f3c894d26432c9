// The Hypnotist (part 2 §3.20, l.37; contract §6 `hypnotise`, §9 note 4 "Hypnotist A1, r.5").
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { z } from 'zod';
import { RED } from '../../model';

export const HYPNOTIST = 'hypnotist';

/** r.8: per-role targets (`to`) or skips, and roles not subject to hypnosis. */
const rolesSchema = z.array(z.union([z.object({ role: z.string(), to: z.string() }).strict(), z.object({ role: z.string(), skip: z.literal(true) }).strict()]));
const exemptSchema = z.array(z.string());

export interface Hypnosis {
  /** The common target, or null: r.4 "skip" (or no common target: moves reach him). */
  to: string | null;
  mode: 'redirect' | 'skip';
  roles: Array<{ role: string; to?: string; skip?: true }>;
  exempt: string[];
}

/** The hypnosis an intent describes (validated by `validateHypnotise`). */
export function hypnosisOf(intent: Intent): Hypnosis {
  const mode = intent.options?.['mode'] === 'skip' ? 'skip' : 'redirect';
  const roles = rolesSchema.safeParse(intent.options?.['roles'] ?? []);
  const exempt = exemptSchema.safeParse(intent.options?.['exempt'] ?? []);
  return { to: intent.targets[0] ?? null, mode, roles: roles.success ? roles.data : [], exempt: exempt.success ? exempt.data : [] };
}

function validateHypnotise(state: GameState, intent: Intent): Rejection | null {
  if (!rolesSchema.safeParse(intent.options?.['roles'] ?? []).success) return { code: 'invalid-option', params: { option: 'roles' } };
  if (!exemptSchema.safeParse(intent.options?.['exempt'] ?? []).success) return { code: 'invalid-option', params: { option: 'exempt' } };
  const living = new Set(state.seats.filter((s) => s.alive).map((s) => s.id));
  for (const entry of hypnosisOf(intent).roles) if (entry.to !== undefined && !living.has(entry.to)) return { code: 'target-not-alive' };
  return null;
}

/**
 * r.1, r.2, r.4, r.8: each night he names where the moves on him go (0–1 target, `mode: redirect |
 * skip`), with per-role targets and exemptions. r.7: he stays at home (no visit). The hypnosis is
 * applied to the night's moves before they resolve (`hypnotise.ts`).
 */
export const hypnotise = defineAbility({
  id: 'hypnotise',
  phase: 'night',
  targets: { count: 1, min: 0, self: 'forbidden' },
  options: [{ name: 'mode', values: ['redirect', 'skip'] }],
  validate: validateHypnotise,
  // r.7: no visit, so no block, protection or tracker sees it; the hypnosis acts before the night
  // resolves (settle.ts `intents`), r.3's block read there.
  night: { slot: 'pimp', passive: true, components: () => [] },
});

/** The Hypnotist (hypnotist r.1–r.11). */
export const hypnotist = defineRole({ id: HYPNOTIST, faction: RED, abilities: [hypnotise] });
