import type { SeatSetup } from '@mafia/kernel';

/** A table from "Name:role" words (faction from the role: `goon` is mafia), plus two villagers. */
export function table(words: string): SeatSetup[] {
  return [...words.split(/\s+/).filter(Boolean), 'V1:villager', 'V2:villager'].map((word) => {
    const [name = '', role = ''] = word.split(':');
    return { id: name, name, role, faction: role === 'goon' ? 'mafia' : 'town', modifiers: [], attributes: {} };
  });
}
