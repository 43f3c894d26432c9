/**
 * What follows a death, by night or by day: the Armed Robber's revenge (seed 002, Armed Robber:
 * "kill whoever killed them ... immediately after the Armed Robber is killed") and the lovers'
 * heartbreak (Shadchan, see README "Interpretations").
 */
export interface DeathWorld {
  isAlive(seat: string): boolean;
  roleOf(seat: string): string;
  loverOf(seat: string): string | undefined;
  /** Records the death itself; the world decides how (a resolver kill, a kernel elimination). */
  record(seat: string, cause: string): void;
}

export const ARMED_ROBBER = 'armed-robber';

/** Kills `target`; `killer` is who caused it (null for heartbreak or when no one is to blame). */
export function killWithConsequences(world: DeathWorld, target: string, cause: string, killer: string | null): void {
  if (!world.isAlive(target)) return;
  world.record(target, cause);
  if (world.roleOf(target) === ARMED_ROBBER && killer !== null && killer !== target && world.isAlive(killer)) {
    killWithConsequences(world, killer, 'revenge', target);
  }
  const lover = world.loverOf(target);
  if (lover !== undefined && world.isAlive(lover)) killWithConsequences(world, lover, 'heartbreak', null);
}
