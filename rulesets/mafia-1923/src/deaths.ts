/**
 * What follows a death, by night or by day: the Armed Robber's revenge (seed 002, Armed Robber:
 * "kill whoever killed them ... immediately after the Armed Robber is killed"). A lover's death
 * kills nobody else: the rulebook only names the Shadchan and mentions no such death (issue #16,
 * README Interpretation 10).
 */
export interface DeathWorld {
  isAlive(seat: string): boolean;
  roleOf(seat: string): string;
  /** Records the death itself; the world decides how (a resolver kill, a kernel elimination). */
  record(seat: string, cause: string): void;
}

export const ARMED_ROBBER = 'armed-robber';

/** Kills `target`; `killer` is who caused it (null when no one is to blame). */
export function killWithConsequences(world: DeathWorld, target: string, cause: string, killer: string | null): void {
  if (!world.isAlive(target)) return;
  world.record(target, cause);
  if (world.roleOf(target) === ARMED_ROBBER && killer !== null && killer !== target && world.isAlive(killer)) {
    killWithConsequences(world, killer, 'revenge', target);
  }
}
