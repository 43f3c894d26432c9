// The Hypnotist's morning (part 2 §3.20 r.5, r.11; l.115 items 15, 17; contract §6).
import type { HookContext, Json } from '@mafia/kernel';
import { read, write } from '../../data';
import { pm, type NightLog } from '../../night/book';
import { applyHypnosis, hypnosesTonight, HYPNOTIST_KILLERS, visitingRole } from './hypnotise';
import { ownChoicesKept } from './repeats';
import { setUpByPartner } from '../fanatic/state';

/** Seats whose redirected move tells them where it went (l.115 item 15: joker, poisoner, executor, geisha). */
const TOLD_WHERE = ['poison', 'entertain', 'seize', 'torture', 'joker-check'];

/**
 * - r.11, l.115 item 17: each hypnotist learns the roles (not the names) of those who came to him,
 *   each visit with the role whose move brought it (contract §3 "visitors' roles");
 * - r.5: the night his hypnosis acted on a killer move is recorded (later nights: killers reach him);
 * - l.115 item 15: a deflected killer who killed his new target: `pm.hypnosis-kill`; a redirected
 *   joker, poisoner, executor or geisha learns where his move went (`redirected {to}`).
 */
export function hypnotistMorning(ctx: HookContext, log: NightLog, died: readonly string[]): void {
  const state = log.state;
  const submitted = state.intents.filter((i) => i.phase.kind === 'night' && i.phase.number === log.night);
  const hypnoses = hypnosesTonight(state, submitted);
  if (hypnoses.length === 0) return;
  const { influences } = applyHypnosis(state, submitted);
  const used = { ...((read<Json>(ctx.state, HYPNOTIST_KILLERS) as Record<string, number> | null) ?? {}) };
  for (const hyp of hypnoses) {
    if (died.includes(hyp.actor)) continue;
    const roles = submitted.filter((i) => i.actor !== hyp.actor && i.targets.includes(hyp.actor) && i.ability !== 'note').map((i) => visitingRole(state, i)).sort();
    if (roles.length > 0) pm(log, hyp.actor, 'pm.visitor-roles', { roles }, { kind: 'visitor-roles', roles });
    const mine = influences.filter((f) => f.hypnotist === hyp.actor);
    if (mine.some((f) => f.killer) && used[hyp.actor] === undefined) used[hyp.actor] = log.night;
    for (const f of mine.filter((x) => x.killer && x.to !== null && died.includes(x.to))) pm(log, hyp.actor, 'pm.hypnosis-kill', { target: f.to ?? '' }, { kind: 'hypnosis-kill', target: f.to ?? '' });
    // N-FN.2: a black fanatic's favourite killed through his partner's hypnosis: no revenge.
    setUpByPartner(ctx, hyp.actor, mine.flatMap((x) => (x.killer && x.to !== null && died.includes(x.to) ? [x.to] : [])));
  }
  for (const f of influences.filter((x) => x.to !== null && TOLD_WHERE.includes(x.intent.ability))) pm(log, f.intent.actor, 'pm.redirected', { to: f.to ?? '' }, { kind: 'redirected', to: f.to ?? '' });
  write(ctx, HYPNOTIST_KILLERS, used);
  // r.9, the doctor's hit: the moves' records keep the players' own choices.
  ownChoicesKept(ctx, log, influences);
}
