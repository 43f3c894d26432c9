import type { JsonObject, Seat } from '@mafia/kernel';
import { translator } from './thread/translate';

/** One paragraph of a role PM: a key in this ruleset's namespace and its params (ids only). */
export interface PmPart {
  key: string;
  params: JsonObject;
}

/** What each faction must do to win (seed 001 rules 8 and "the town wins when no mafia is left"). */
const WIN_KEY: Record<string, string> = { town: 'pm.win.town', mafia: 'pm.win.mafia', cult: 'pm.win.cult' };

/**
 * The role PM as keys (seed 001 rule 17: "Read the rules and your Role PM"): greeting, the role's
 * own text, the faction, the modifiers the player may know (a cop's sanity is hidden, "which only
 * the game mod knows"), the win condition, and the buddy if any. The UI or `renderRolePm` turns
 * it into text in the reader's language.
 */
export function rolePmParts(seat: Pick<Seat, 'id' | 'name' | 'role' | 'faction' | 'modifiers' | 'attributes'>, teammates: string[] = []): PmPart[] {
  const parts: PmPart[] = [
    { key: 'pm.greeting', params: { name: seat.name } },
    { key: `roles.${seat.role}.pm`, params: {} },
    { key: 'pm.faction', params: { faction: seat.faction } },
  ];
  for (const modifier of seat.modifiers) {
    if (modifier.hidden) continue;
    parts.push({ key: `pm.modifiers.${modifier.id}`, params: modifier.uses !== undefined ? { count: modifier.uses } : {} });
  }
  if (seat.faction === 'mafia') parts.push({ key: 'pm.factional-kill', params: {} });
  if (teammates.length > 0) parts.push({ key: 'pm.team', params: { members: teammates.join(', ') } });
  const buddy = seat.attributes['buddy'];
  if (typeof buddy === 'string') parts.push({ key: 'pm.buddy', params: { buddy } });
  parts.push({ key: WIN_KEY[seat.faction] ?? 'pm.win.town', params: {} });
  parts.push({ key: 'pm.closing', params: {} });
  return parts;
}

/** The PM as text in `lng` (English or Russian), ids in params rendered through role and faction names. */
export function renderRolePm(seat: Parameters<typeof rolePmParts>[0], lng: string, teammates: string[] = []): string {
  const t = translator(lng);
  return rolePmParts(seat, teammates)
    .map((part) => {
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(part.params)) {
        if (typeof value === 'number') params[name] = value;
        else params[name] = name === 'faction' ? t(`factions.${String(value)}.name`) : String(value);
      }
      return t(part.key, params);
    })
    .join('\n\n');
}
