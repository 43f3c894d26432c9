import { block, defineRole, investigate, kill, protect } from '@mafia/ruleset-kit';

export const villager = defineRole({ id: 'villager', faction: 'town', abilities: [] });
export const doctor = defineRole({ id: 'doctor', faction: 'town', abilities: [protect()] });
export const cop = defineRole({
  id: 'cop',
  faction: 'town',
  abilities: [
    investigate({
      result: (_state, _actor, target) => ({ kind: 'investigation', target: target.id, value: target.faction === 'mafia' ? 'mafia' : 'not-mafia' }),
    }),
  ],
});
export const roleblocker = defineRole({ id: 'roleblocker', faction: 'town', abilities: [block()] });
/** Gives the mafia's factional kill to a seat; the ability itself belongs to the faction. */
export const goon = defineRole({ id: 'goon', faction: 'mafia', abilities: [] });
export const factionalKill = kill({ id: 'factional-kill', factional: true, tag: 'factional-kill' });
