import type { AvailableCommand } from '@mafia/kernel';
import type { Namer } from './params';

type Submit = Extract<AvailableCommand, { type: 'submit-intent' }>;
type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * A move's heading in the action list. A granted move (kernel README "Granted moves") arrives as
 * `heal` or `heal@undead-Com`, which no ruleset text names: it reads as the role's move with its
 * source ("Heal — Doctor's move, from Com"), and `via` names the role that granted it, taken from the
 * grant's rule (`necromancer r.3` → "Necromancer") when the ruleset names that role.
 */
export function moveHeading(action: Pick<Submit, 'ability' | 'granted'>, namer: Pick<Namer, 'ability' | 'role' | 'seat'>, t: Translate): { title: string; via: string | null } {
  const granted = action.granted;
  if (!granted) return { title: namer.ability(action.ability), via: null };
  const move = namer.ability(granted.ability);
  const role = namer.role(granted.role);
  const seat = granted.source.seat === undefined ? undefined : (namer.seat(granted.source.seat) ?? granted.source.seat);
  const title = seat === undefined ? t('game.grantedMoveNoSeat', { move, role }) : t('game.grantedMove', { move, role, seat });
  const byRole = /^([a-z][a-z0-9-]*) /.exec(granted.source.rule)?.[1];
  const by = byRole === undefined ? undefined : namer.role(byRole);
  return { title, via: by === undefined || by === byRole ? null : t('game.grantedVia', { by }) };
}

/** The ability id a ruleset's texts name a move by (`heal` for `heal@undead-Com`). */
export const abilityTextId = (action: Pick<Submit, 'ability' | 'granted'>): string => action.granted?.ability ?? action.ability;
