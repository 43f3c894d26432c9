import type { HookContext, Json } from '@mafia/kernel';
import { KEYS, read, write } from '../data';
import { seatOf } from '../model';
import { rumourSide } from '../roles/black';
import { closeSurveillance } from '../roles/anonymous';
import { closeEnslaving, closePunishments } from '../roles/pimp/control';
import { closeImmortalEvening } from '../roles/immortal';
import { closeHackerEvening } from '../roles/hacker';
import { giveAntidotes } from '../roles/poisoner';
import { closeChamber } from '../roles/executor';
import { closeReddening } from '../roles/yakuza';
import { closeSuccession } from '../roles/boss-son';
import { closeActorEvening } from '../roles/actor';
import { closeNecromancerEvening } from '../roles/necromancer';
import { closeKamikazeEvening } from '../roles/kamikaze/black';
import { closeSamples } from '../roles/criminalist/samples';

/**
 * T.12, T.16, T.19: the evening moves, sent after the day's last vote. Rumours make their player
 * check black on the coming night (CHK-1); a verification gives the true colour in the morning and
 * costs the checker that night's move (CHK-6). Both are host-only data.
 */
export function closeEvening(ctx: HookContext): void {
  closeSurveillance(ctx);
  closeEnslaving(ctx);
  closePunishments(ctx);
  const night = ctx.state.clock.phase.number;
  const rumours = read<Array<{ night: number; target: string; side: string }>>(ctx.state, KEYS.rumours) ?? [];
  const verifications = read<Array<{ night: number; checker: string; target: string }>>(ctx.state, KEYS.verifications) ?? [];
  const newRumours = ctx.state.intents
    .filter((i) => i.ability === 'rumour')
    .map((i) => ({ night, target: i.targets[0] as string, side: rumourSide(ctx.state, seatOf(ctx.state, i.actor)) }));
  // JOU-5: the journalist's verification names the pair of an earlier comparison.
  const newVerifications = ctx.state.intents
    .filter((i) => i.ability === 'verify')
    .map((i) => (i.targets.length === 2 ? { night, checker: i.actor, target: i.targets[0] as string, pair: [...i.targets] } : { night, checker: i.actor, target: i.targets[0] as string }));
  if (newRumours.length > 0) write(ctx, KEYS.rumours, [...rumours, ...newRumours] as unknown as Json);
  // POL-12a: the patronage of the coming night (host only).
  const patron = ctx.state.intents.find((i) => i.ability === 'patronage');
  if (patron?.targets[0]) write(ctx, KEYS.patronage, { night, politician: patron.actor, seat: patron.targets[0] });
  closeImmortalEvening(ctx);
  closeHackerEvening(ctx);
  giveAntidotes(ctx);
  closeChamber(ctx);
  closeReddening(ctx);
  closeSuccession(ctx);
  closeActorEvening(ctx);
  closeNecromancerEvening(ctx);
  closeKamikazeEvening(ctx);
  closeSamples(ctx);
  if (newVerifications.length > 0) write(ctx, KEYS.verifications, [...verifications, ...newVerifications] as unknown as Json);
}
