import { defineRole, triggerOnVisitKill } from '@mafia/ruleset-kit';

/**
 * Seed 001, RAR: "Player A (a Cop) investigates player B (a Paranoid Gun Owner)... player A dies".
 * A passive: armed every night, shoots every visitor, cannot be blocked, tracked or redirected.
 */
export const paranoidGunOwner = defineRole({
  id: 'paranoid-gun-owner',
  faction: 'town',
  abilities: [triggerOnVisitKill({ id: 'shoot-visitors' })],
});
