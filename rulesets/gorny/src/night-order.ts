/**
 * The named night order (its slots) of the simple method (seed 001, Part 2, method 1). The seed's write-up
 * walks its actions one by one; its variant makes the bus driver's switch move the doctor's save
 * ("Pyro becomes the target of the doc save") and a save must land before the kill it stops. So:
 * blocks first (a blocked bus driver, redirector or doctor does nothing), then the movers, then
 * protections, kills, recruitment, and the information roles last (they see the night as it
 * ended). Within a slot, actions go in the order they were sent. RAR ignores this order.
 */
export const nightOrder = [
  'block',
  'jail',
  'swap',
  'redirect',
  'protect',
  'kill',
  'recruit',
  'investigate',
  'track',
  'watch',
  'visit',
] as const;
