import {
  phaseLabel,
  toHost,
  toPublic,
  usesKey,
  type GameState,
  type HookContext,
  type Intent,
  type Json,
} from '@mafia/kernel';
import { resolveOrdered, type NightAction, type Resolution, type SlotContext, type SlotHandler } from '@mafia/resolver';
import { ABILITY, DATA, LEDGER, STATUS } from '../ids';
import { NIGHT_ORDER } from '../night-order';
import { mafiaKillNight, ROLE_MODULES, type NightHandler } from '../roles';
import { isLiving, isMafia, livingSeats, requiredMafiaKills } from '../seats';
import { sendPrivate } from '../notices';
import { tellWitnesses } from '../witness';
import { NightBook } from './book';

const HANDLERS: NightHandler[] = [
  ...ROLE_MODULES.flatMap((m) => (m.night && m.night !== mafiaKillNight ? [m.night] : [])),
  mafiaKillNight,
];
const BY_ABILITY = new Map(HANDLERS.map((h) => [h.ability, h]));
const POISON_CLOCK = 'poison-kills';
const AUTO_KILL = 'auto-kill';

/**
 * Seed 002, Nighttime: "The number of Civilians the Mafia must attempt to kill". When the Mafia
 * sends nothing, the missing kills are drawn at random among living civilians (setting
 * `missedMafiaKill: 'random'`, the default; `'none'` skips them). See README, Interpretations.
 */
function missingKill(state: GameState, draw: () => number, intents: Intent[]): Intent | null {
  if (state.settings['missedMafiaKill'] === 'none') return null;
  if (intents.some((i) => i.ability === ABILITY.kill)) return null;
  const actor = livingSeats(state).find(isMafia);
  if (!actor) return null;
  const pool = livingSeats(state).filter((s) => !isMafia(s)).map((s) => s.id);
  const targets: string[] = [];
  const count = Math.min(requiredMafiaKills(livingSeats(state).length), pool.length);
  while (targets.length < count) {
    const [pick] = pool.splice(Math.floor(draw() * pool.length), 1);
    if (pick !== undefined) targets.push(pick);
  }
  if (targets.length === 0) return null;
  return {
    id: AUTO_KILL,
    key: `faction:${actor.faction}:${ABILITY.kill}`,
    actor: actor.id,
    ability: ABILITY.kill,
    targets,
    phase: state.clock.phase,
    step: state.clock.step,
    at: 0,
    order: Number.MAX_SAFE_INTEGER,
  };
}

function handlerFor(book: NightBook, night: NightHandler): SlotHandler {
  return (ctx: SlotContext) => {
    const intent = book.intent(ctx);
    // Seed 002, Dead: "Dead players may not vote or perform any actions"; the Mafia's kill is the
    // faction's decision and stands even if the member who sent it died earlier tonight.
    if (intent.ability !== ABILITY.kill && !ctx.isAlive(intent.actor)) return;
    night.handle(book, ctx, intent);
  };
}

/** Step 11: "Poison kills a player who was infected the previous night", unless a Doctor cured them. */
function poisonClock(book: NightBook): SlotHandler {
  return (ctx) => {
    const seat = ctx.action.actor;
    if (!ctx.isAlive(seat) || !book.isPoisoned(seat)) return;
    const status = book.state.seats.find((s) => s.id === seat)?.statuses.find((s) => s.id === STATUS.poisoned);
    const by = status?.data?.['by'];
    book.kill(ctx, seat, 'poison', typeof by === 'string' ? by : null);
  };
}

export interface NightRun {
  book: NightBook;
  resolution: Resolution;
  intents: Intent[];
}

/** Runs the night through the resolver's ordered strategy, with the rulebook's eleven named steps. */
export function runNight(state: GameState, random: () => number): NightRun {
  const phase = state.clock.phase;
  const submitted = state.intents.filter((i) => i.phase.kind === phase.kind && i.phase.number === phase.number && BY_ABILITY.has(i.ability));
  const auto = missingKill(state, random, submitted);
  const intents = auto ? [...submitted, auto] : submitted;
  const byId = new Map(intents.map((i) => [i.id, i]));
  const book = new NightBook(state, byId, random);
  const actions: NightAction[] = intents.map((intent) => ({
    id: intent.id,
    actor: intent.actor,
    ability: intent.ability,
    slot: BY_ABILITY.get(intent.ability)?.slot ?? POISON_CLOCK,
    order: intent.order,
    components: [],
  }));
  for (const seat of state.seats) {
    if (isLiving(seat) && seat.statuses.some((s) => s.id === STATUS.poisoned)) {
      actions.push({ id: `${POISON_CLOCK}:${seat.id}`, actor: seat.id, ability: POISON_CLOCK, slot: POISON_CLOCK, order: 0, passive: true, components: [] });
    }
  }
  const handlers: Record<string, SlotHandler> = { [POISON_CLOCK]: poisonClock(book) };
  for (const night of HANDLERS) handlers[night.ability] = handlerFor(book, night);
  const resolution = resolveOrdered(
    { seats: state.seats.map((s) => ({ id: s.id, alive: isLiving(s) })), actions },
    { slots: [...NIGHT_ORDER], handlers, random },
  );
  return { book, resolution, intents };
}

/** Spends limited uses of every action sent tonight (seed 002: a wrong-time attempt never got here). */
function spendUses(ctx: HookContext, book: NightBook, intents: Intent[]): void {
  for (const intent of intents) {
    if (intent.id === AUTO_KILL) continue;
    const seat = ctx.state.seats.find((s) => s.id === intent.actor);
    const spec = seat ? ctx.rules.roles[seat.role]?.abilities.find((a) => a.id === intent.ability) : undefined;
    if (spec?.usesPerGame !== undefined) book.bump(usesKey(intent.actor, intent.ability));
    if (intent.targets.includes(intent.actor)) book.bump(LEDGER.selfUses(intent.actor, intent.ability));
  }
}

/** Seed 002, Thief: "Any limits on that role are reset once the Thief has acquired the new role." */
function resetLimits(ctx: HookContext, book: NightBook): void {
  for (const seat of book.limitResets) {
    const prefixes = [`uses:${seat}:`, `self:${seat}:`, `own-family:${seat}:`, LEDGER.butlerShield(seat), LEDGER.bodyguardAuto(seat)];
    const keys = new Set([...Object.keys(ctx.state.ledger), ...book.ledger.keys()]);
    for (const key of keys) {
      if (!prefixes.some((p) => key.startsWith(p))) continue;
      book.ledger.set(key, -(ctx.state.ledger[key] ?? 0));
    }
  }
}

/** Turns the night's book into kernel events, announcements and private notices. */
export function applyNight(ctx: HookContext, run: NightRun): void {
  const { book, resolution, intents } = run;
  const phase = ctx.state.clock.phase;
  const next = { kind: 'night' as const, number: phase.number + 1 };
  const before = ctx.state;
  ctx.setTrace(resolution.trace as unknown as Json);
  ctx.notify(toHost, 'notices.night-trace', { trace: resolution.trace as unknown as Json });

  for (const [seat, cause] of book.deaths) ctx.eliminate(seat, cause);
  for (const [seat, role] of book.roleChanges) ctx.emit({ type: 'role-changed', seat, role });
  for (const [seat, by] of book.poisoned) {
    if (book.deaths.has(seat)) continue;
    ctx.emit({ type: 'status-added', seat, status: { id: STATUS.poisoned, source: 'butler', expires: next, audience: toPublic, data: { by } } });
  }
  for (const seat of book.cured) {
    if (book.deaths.has(seat)) continue;
    ctx.emit({ type: 'status-removed', seat, status: STATUS.poisoned });
  }
  for (const seat of book.injured) {
    if (book.deaths.has(seat)) continue;
    // Seed 002, Injured: "for the day and night following getting injured".
    ctx.emit({ type: 'status-added', seat, status: { id: STATUS.injured, source: 'bodyguard', expires: next } });
    book.tell(seat, 'notices.injured');
  }
  for (const seat of book.redirectsAdded) {
    ctx.emit({ type: 'status-added', seat, status: { id: STATUS.redirected, source: 'bumbling-bureaucrat', audience: toHost } });
  }
  for (const seat of book.redirectsUsed) {
    if (before.seats.find((s) => s.id === seat)?.statuses.some((s) => s.id === STATUS.redirected)) {
      ctx.emit({ type: 'status-removed', seat, status: STATUS.redirected });
    }
  }
  if (book.newPairs.length > 0) {
    ctx.emit({ type: 'data-set', key: DATA.lovers, value: book.pairs.map((p) => [...p]), audience: toHost });
    for (const [a, b] of book.newPairs) {
      ctx.emit({ type: 'status-added', seat: a, status: { id: STATUS.inLove, source: 'shadchan', data: { partner: b } } });
      ctx.emit({ type: 'status-added', seat: b, status: { id: STATUS.inLove, source: 'shadchan', data: { partner: a } } });
    }
  }
  spendUses(ctx, book, intents);
  resetLimits(ctx, book);
  for (const [key, delta] of book.ledger) if (delta !== 0) ctx.emit({ type: 'ledger-changed', key, delta });

  // Seed 002, Announcements: deaths, poisonings and cures are public; the rest is private.
  const died = [...book.deaths.keys()];
  ctx.notify(toPublic, died.length > 0 ? 'notices.deaths' : 'notices.no-deaths', { seats: died, count: died.length, phase: phaseLabel(phase) });
  for (const notice of book.publicNotices) ctx.notify(toPublic, notice.key, notice.params);
  sendPrivate(ctx, book.notices);
  tellWitnesses(ctx, died);
}
