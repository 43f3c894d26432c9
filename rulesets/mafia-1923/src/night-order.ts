/**
 * Seed 002, Nighttime: "the nighttime actions occur in this exact order". One named slot per
 * numbered line; actions of one slot run in order of submission (the kernel's intent `order`).
 */
export const NIGHT_ORDER = [
  'redirect', // 1. Bumbling Bureaucrats may choose one player to randomly redirect that player's next action
  'cancel', // 2. Bosses may choose one player to cancel that player's action
  'steal', // 3. Thieves may choose a player and steal that player's role
  'matchmake', // 4. Shadchanim may choose two players to fall in love with each other
  'protect', // 5. Doctors may choose one player to save from certain harmful actions and cure poison
  'guard', // 6. Bodyguards may choose one player to protect from certain harmful actions
  'poison', // 7. Butlers may choose a player to poison
  'attack', // 8. Drunkards may choose one family to drunkenly attack
  'mafia-kill', // 9. The Mafia chooses whom it wants to kill
  'inquire', // 10. Detectives choose someone to inquire about (the Paperboy delivers here too, see README)
  'poison-kills', // 11. Poison kills a player who was infected the previous night
] as const;

export type NightSlot = (typeof NIGHT_ORDER)[number];
