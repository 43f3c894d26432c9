import type { GameState, HookContext, Intent, Notice, Rejection } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { z } from 'zod';

/**
 * Night notes (part 4 §7.2, L166–L170). NN-1: any living player may send notes once the night has
 * been announced; the move is `note` with no target and `options: { notes: [...] }` (NN-7: one
 * player, several notes). The intent is seen by its author and the host only, and the morning
 * notice carries the text alone (NN-2), so no view shows the author to anyone but the host.
 */
export const note = defineAbility({
  id: 'note',
  phase: 'night',
  targets: { count: 0 },
  // No move on anyone: published after the deaths (`publishNotes`), it resolves as a passive action
  // without components, so no block, protection or tracker sees it.
  night: { slot: 'detective', passive: true, components: () => [] },
});

/**
 * Interpretation (AMB-NN-1 ★): "available information" is what the morning results make public:
 * whether a named player died or survived tonight, whether anyone died, and the public lines of the
 * doctor, the blocker and the commissar (NN-4's example). No condition can read private results
 * (NN-6: "not if the detective checked that player").
 */
export const condition = z.union([
  z.object({ died: z.string() }).strict(),
  z.object({ survived: z.string() }).strict(),
  z.object({ nobodyDied: z.literal(true) }).strict(),
  z.object({ doctor: z.enum(['hit', 'miss']) }).strict(),
  z.object({ blocker: z.enum(['hit', 'miss']) }).strict(),
  z.object({ commissar: z.enum(['passed', 'failed', 'no-info']) }).strict(),
]);
type Condition = z.infer<typeof condition>;

const text = z.string().trim().min(1).max(2000);

/** NN-3 free text; NN-4 variants (the first whose condition holds is posted); NN-5 a veto condition. */
const noteSchema = z
  .object({
    text: text.optional(),
    variants: z.array(z.object({ if: condition.optional(), text }).strict()).min(1).max(10).optional(),
    unless: condition.optional(),
  })
  .strict()
  .refine((n) => (n.text === undefined) !== (n.variants === undefined));
type Note = z.infer<typeof noteSchema>;

const notesSchema = z.object({ notes: z.array(noteSchema).min(1).max(10) }).strict();

/** A note must parse, and each seat its conditions name must exist (NN-6: information about the game). */
export function validateNote(state: GameState, intent: Intent): Rejection | null {
  const parsed = notesSchema.safeParse(intent.options ?? {});
  if (!parsed.success) return { code: 'note-malformed' };
  const seats = parsed.data.notes.flatMap((n) => [n.unless, ...(n.variants ?? []).map((v) => v.if)]).flatMap((c) => (c && 'died' in c ? [c.died] : c && 'survived' in c ? [c.survived] : []));
  const unknown = seats.find((s) => !state.seats.some((seat) => seat.id === s));
  return unknown === undefined ? null : { code: 'note-unknown-player', params: { seat: unknown } };
}

/** The public morning facts a condition may read (AMB-NN-1). */
export interface Morning {
  died: Set<string>;
  lines: Record<'doctor' | 'blocker' | 'commissar', string[]>;
}

export function holds(c: Condition | undefined, m: Morning): boolean {
  if (c === undefined) return true;
  if ('died' in c) return m.died.has(c.died);
  if ('survived' in c) return !m.died.has(c.survived);
  if ('nobodyDied' in c) return m.died.size === 0;
  if ('doctor' in c) return m.lines.doctor.includes(c.doctor);
  if ('blocker' in c) return m.lines.blocker.includes(c.blocker);
  return m.lines.commissar.includes(c.commissar);
}

/** NN-6: "{dead}" in a note becomes the names of the players who died tonight. */
const fill = (body: string, state: GameState, m: Morning): string =>
  body.split('{dead}').join(state.seats.filter((s) => m.died.has(s.id)).map((s) => s.name).join(', '));

/** NN-5: vetoed notes vanish; NN-4: otherwise the text or the first variant whose condition holds. */
export function noteText(n: Note, state: GameState, m: Morning): string | null {
  if (n.unless !== undefined && holds(n.unless, m)) return null;
  const body = n.text ?? n.variants?.find((v) => holds(v.if, m))?.text;
  return body === undefined ? null : fill(body, state, m);
}

/**
 * Posts tonight's notes under the night results (NN-2), each as a separate unknown sender (NN-7),
 * also those of an author killed tonight (NN-8). Interpretation (AMB-NN-4): the order is shuffled
 * with the game's RNG so that neither seat order nor submission order betrays an author. NN-9: the
 * host's veto is withdrawing the note during the night review.
 */
export function publishNotes(ctx: HookContext, intents: Intent[], died: string[]): void {
  const night = ctx.state.clock.phase;
  const morningLine = (n: Notice, key: string): string[] =>
    n.key === key && n.audience.to === 'public' && n.phase.kind === night.kind && n.phase.number === night.number ? [String(n.params['outcome'])] : [];
  const m: Morning = {
    died: new Set(died),
    lines: {
      doctor: ctx.state.notices.flatMap((n) => morningLine(n, 'morning.doctor')),
      blocker: ctx.state.notices.flatMap((n) => morningLine(n, 'morning.blocker')),
      commissar: ctx.state.notices.flatMap((n) => morningLine(n, 'morning.commissar')),
    },
  };
  const texts: string[] = [];
  for (const intent of intents.filter((i) => i.ability === 'note')) {
    const parsed = notesSchema.safeParse(intent.options ?? {});
    if (!parsed.success) continue;
    for (const n of parsed.data.notes) {
      const body = noteText(n, ctx.state, m);
      if (body !== null) texts.push(body);
    }
  }
  for (const body of ctx.rng.shuffle(texts)) ctx.notify(toPublic, 'morning.note', { text: body });
}
