import { defineRole, investigate } from '@mafia/ruleset-kit';

/** Learns whether one player is mafia (slot `investigate`); the result is the private `results.investigation`. */
export const cop = defineRole({
  id: 'cop',
  faction: 'town',
  abilities: [
    investigate({
      result: (_state, _actor, target) => ({ kind: 'investigation', target: target.id, value: target.faction === 'mafia' ? 'mafia' : 'not-mafia' }),
    }),
  ],
});
