import type { HookContext } from '@mafia/kernel';
import { toSeat } from '@mafia/kernel';
import { defineRole } from '@mafia/ruleset-kit';
import { RED, seatOf } from '../../model';

/** ACT-1: an ordinary citizen who takes over a departed civilian role (ACT-2). */
export const activeCitizen = defineRole({ id: 'active-citizen', faction: RED, abilities: [] });

/** Roles that leave no vacancy: no move to inherit. */
const NOT_INHERITED = ['citizen', 'active-citizen'];

/**
 * ACT-2..ACT-6, ACT-11: after a night or a lynch, each living active citizen takes one civilian role
 * of the players who just left, red players' roles first (ACT-6), a black's civilian role too
 * (ACT-5). With two active citizens the order is drawn at random (ACT-11); interpretation ACT A2:
 * with two vacancies both are filled at once, one each.
 */
export function fillVacancies(ctx: HookContext, departed: string[]): void {
  const vacancies = departed
    .map((id) => seatOf(ctx.state, id))
    .filter((s) => !NOT_INHERITED.includes(s.role))
    .sort((a, b) => Number(b.faction === RED) - Number(a.faction === RED));
  if (vacancies.length === 0) return;
  const heirs = ctx.state.seats.filter((s) => s.alive && !s.removed && s.role === 'active-citizen').map((s) => s.id);
  if (heirs.length === 0) return;
  const order = heirs.length > 1 && ctx.rng.int(2) === 1 ? [...heirs].reverse() : heirs;
  order.forEach((heir, index) => {
    const vacancy = vacancies[index];
    if (!vacancy) return;
    ctx.emit({ type: 'role-changed', seat: heir, role: vacancy.role });
    // ACT-7: he plays from now on as if he had held the role from the start.
    ctx.notify(toSeat(heir), 'pm.role-taken-over', { role: vacancy.role, from: vacancy.id });
  });
}
