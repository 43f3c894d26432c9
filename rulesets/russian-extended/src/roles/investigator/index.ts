import { FACELESS_SELF_SHOT } from '../faceless/self-shot';
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { KEYS, read } from '../../data';
import { RED, roleAlive } from '../../model';
import type { NightLog } from '../../night/book';
import { civilianShot } from '../../night/kills';
import { verify } from '../commissar';
import { detect } from '../detective';

/**
 * INV-5: once both the commissar and the detective are gone (INV-7: a role taken over by an active
 * citizen counts as alive), the investigator may shoot every night until he kills a negative or the
 * Faceless.
 */
export const vigilante = defineAbility<NightLog>({
  id: 'vigilante',
  phase: 'night',
  // FX.2: the Faceless holding this role may shoot himself (roles/faceless/self-shot.ts).
  targets: { count: 1, self: 'forbidden', selfIf: { provider: FACELESS_SELF_SHOT } },
  validate: (state, intent) => validateVigilante(state, intent),
  night: {
    slot: 'civilian-kills',
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'kill', target, tag: 'investigator' })),
    // K.3: civilian killers act after the negative killers; MOV-10: attacked and survived, his
    // shot comes later than the killers' and is skipped (a killed investigator never acts at all).
    handle: civilianShot,
  },
});

/** INV-4: the role request is the detective's `detect` with `mode: request` (validateDetect). */
export const investigator = defineRole({ id: 'investigator', faction: RED, abilities: [verify, detect, vigilante] });

export function validateVigilante(state: GameState, intent: Intent): Rejection | null {
  if (roleAlive(state, 'commissar') || roleAlive(state, 'detective')) return { code: 'vigilante-locked' };
  if ((state.ledger[`vigilante-done:${intent.actor}`] ?? 0) > 0) return { code: 'vigilante-finished' };
  // INV-9: verification, role request or shot — one at a time.
  if (state.intents.some((i) => i.actor === intent.actor && i.ability === 'detect')) return { code: 'request-or-shot' };
  const verified = (read<Array<{ night: number; checker: string }>>(state, KEYS.verifications) ?? []).some(
    (v) => v.checker === intent.actor && v.night === state.clock.phase.number,
  );
  return verified ? { code: 'no-move-after-verification' } : null;
}
