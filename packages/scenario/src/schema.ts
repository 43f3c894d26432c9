import { z } from 'zod';

/**
 * The scenario file format (docs/scenarios.md). Objects are strict: an unknown key is almost
 * always a typo (`expects:`), and a scenario that silently ignores an expectation would pass.
 */

const text = z.string().min(1);
const json = z.json();
const jsonObject = z.record(z.string(), json);

export const playerSchema = z.strictObject({
  name: text,
  role: text,
  /** Overrides the role's default faction (a mafia roleblocker). */
  faction: text.optional(),
  /** As written in setups: `bulletproof-1`, `strong-willed`. */
  modifiers: z.array(text).optional(),
  /** Goes to the seat's `attributes.family`. */
  family: text.optional(),
  /** Names that forum posts may use for this player besides `name`. */
  aliases: z.array(text).optional(),
  /** Further ruleset attributes of the seat (extension). */
  attributes: jsonObject.optional(),
});

export const actionSchema = z.strictObject({
  actor: text,
  ability: text.optional(),
  targets: z.array(text).optional(),
  options: jsonObject.optional(),
});

export const voteSchema = z
  .strictObject({
    voter: text,
    /** One target, `none` for no elimination, or a list for multi-target slots. */
    target: z.union([text, z.array(text).min(1)]).optional(),
    unvote: z.literal(true).optional(),
    /** A poll id, or the id of a slot of an open poll (`family`). Default: the phase's main poll. */
    poll: text.optional(),
  })
  .superRefine((vote, ctx) => {
    if ((vote.target === undefined) === (vote.unvote === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'a vote has either `target` or `unvote: true`' });
    }
  });

export const postSchema = z.strictObject({
  author: text,
  body: z.string(),
  /** `thread` (default), `faction:<id>` or `dead`. */
  channel: text.optional(),
  /** What the author marks the post as (the ruleset's post tags: russian-extended `wall`, C-4). */
  tags: z.array(text).optional(),
});

/** A seat's `write-will`: the text replaces its will; an empty text withdraws it (kernel README, "Wills"). */
export const willSchema = z.strictObject({
  author: text,
  text: z.string(),
});

export const hostSchema = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('modkill'), target: text, reason: text.optional() }),
  z.strictObject({ command: z.literal('replace-player'), target: text, name: text }),
  z.strictObject({ command: z.literal('exile'), target: text }),
  z.strictObject({
    command: z.literal('submit-intent'),
    actor: text,
    ability: text.optional(),
    targets: z.array(text).optional(),
    options: jsonObject.optional(),
  }),
  z.strictObject({ command: z.literal('withdraw-intent'), actor: text, ability: text.optional() }),
  z.strictObject({ command: z.literal('post'), body: z.string(), channel: text.optional() }),
  z.strictObject({ command: z.literal('edit-will'), target: text, text: z.string() }),
]);

export const rejectedSchema = z
  .strictObject({
    voter: text.optional(),
    actor: text.optional(),
    author: text.optional(),
    /** For host entries: the host command and its target. */
    host: text.optional(),
    target: text.optional(),
    reason: text.optional(),
    params: jsonObject.optional(),
    /** The entry refused, within its phase (`actions[1]`) or as the whole path (`phases[2].actions[1]`). */
    entry: text.optional(),
    /** Exactly this many rejections of the span match (default: at least one). */
    count: z.number().int().min(0).optional(),
  })
  .refine((r) => Object.keys(r).length > 0, { message: 'an expected rejection needs at least one field' });

/**
 * An expected will at the span's end, matched as a subset: its `text`, and `revealed: true` once it
 * was read out on the seat's elimination. `null` in `expect.wills` says the seat has no will.
 */
export const expectedWillSchema = z.strictObject({
  text: z.string().optional(),
  revealed: z.boolean().optional(),
});

/**
 * An expected notice: its key, its params as a subset, and its audience: `public` (default),
 * `host`, `dead`, `faction:<id>`, or a seat name (a notice to that seat or to seats including it).
 */
export const noticeSchema = z.strictObject({
  key: text,
  params: jsonObject.optional(),
  to: text.optional(),
});

/** What must NOT have happened in the span: the counterpart of `results`, `notices` and `statuses`. */
export const absentSchema = z.strictObject({
  results: z.record(z.string(), z.array(jsonObject)).optional(),
  notices: z.array(noticeSchema).optional(),
  statuses: z.record(z.string(), z.array(text)).optional(),
});

/** A length of time: milliseconds, or a number with `ms`, `s`, `m` or `h` (`8h`, `30m`). */
export const durationSchema = z.union([z.number().int().min(0), z.string().regex(/^\d+(ms|s|m|h)$/, 'a duration: a number of ms, or 8h, 30m, 90s, 500ms')]);

export const expectSchema = z.strictObject({
  dead: z.array(text).optional(),
  alive: z.array(text).optional(),
  eliminated: z.array(text).optional(),
  votes: z.record(z.string(), z.array(text)).optional(),
  /** Per poll id (or slot id): target → voters, exactly, for phases and steps with several polls. */
  polls: z.record(z.string(), z.record(z.string(), z.array(text))).optional(),
  /** Per poll id: its outcome as `poll-closed` reported it, matched as a subset (`{ kind: tie, tied: [A, B] }`). */
  outcomes: z.record(z.string(), jsonObject).optional(),
  results: z.record(z.string(), z.array(jsonObject)).optional(),
  rejected: z.array(rejectedSchema).optional(),
  statuses: z.record(z.string(), z.array(text)).optional(),
  /** Like `statuses`, read once the statuses that expire with the phase are gone (what the next phase starts with). */
  lasting: z.record(z.string(), z.array(text)).optional(),
  winner: z.union([text, z.array(text), z.null()]).optional(),
  winners: z.array(text).optional(),
  /** Notices sent during the span (morning announcements, night notes): each listed one matches a sent one. */
  notices: z.array(noticeSchema).optional(),
  /** Per seat: its will at the span's end as a subset (`{ text, revealed }`), or null for no will. */
  wills: z.record(z.string(), z.union([expectedWillSchema, z.null()])).optional(),
  /** Per poll id: the counted totals of the listed options as the poll was decided (weights, offsets, hidden ballots included). */
  totals: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  /** No result, notice or status of the span matches a listed one (results and notices as subsets). */
  absent: absentSchema.optional(),
  /** Per seat: the civilian role it holds at the span's end (`seat.role`: a role taken over, swapped). */
  roles: z.record(z.string(), text).optional(),
  /** Per key of the ruleset's data (`state.data`, any audience) at the span's end: its value, objects as subsets; null = not set. */
  data: z.record(z.string(), json).optional(),
  /** Exactly this many seats died in the span, whoever they are (targets drawn with the seeded RNG). */
  deadCount: z.number().int().min(0).optional(),
  /** What `viewFor(viewer)` shows at the span's end, per seat: exactly these status ids (`viewer`: a seat name, `host` or `public`). */
  views: z.record(z.string(), z.strictObject({ statuses: z.record(z.string(), z.array(text)) })).optional(),
  /**
   * Per step id opened in the span: how long its deadline lies after its start (`8h`), or null for
   * a step that waits for the host. The clock the file's steps run on (russian-extended SCH-3, SCH-4).
   */
  stepLengths: z.record(z.string(), z.union([durationSchema, z.null()])).optional(),
});

/**
 * The vote held after the result (kernel after-game-vote.ts; russian-extended's best players,
 * BP-0..BP-7): played once the file's phases are over and the game has ended.
 */
export const afterGameSchema = z.strictObject({
  /** In order; `voter` is a player or `host`; names are added to the voter's earlier ones (BP-2). */
  ballots: z.array(z.strictObject({ voter: text, names: z.array(text) })).optional(),
  /** The host ends the vote: optionally with a lower pass mark (BP-4c) and players not counted (BP-7). */
  close: z
    .strictObject({ passMark: z.strictObject({ num: z.number().int().min(1), den: z.number().int().min(1) }).optional(), vetoed: z.array(text).optional() })
    .optional(),
  expect: z
    .strictObject({
      /** Whether the vote has ended (by the host, or because everyone voted: BP-6). */
      closed: z.boolean().optional(),
      /** The count's figures once it ended: voters (refusals included), votes per name, who passed. */
      voters: z.number().int().min(0).optional(),
      votes: z.record(z.string(), z.number().int().min(0)).optional(),
      best: z.array(text).optional(),
      /** Per voter: his names, exactly (an empty list: a refusal). */
      ballots: z.record(z.string(), z.array(text)).optional(),
      /** Refusals: `voter` (a player or `host`, or `close` for the host's close) and `reason`. */
      rejected: z.array(z.strictObject({ voter: text.optional(), reason: text.optional(), entry: text.optional() })).optional(),
    })
    .optional(),
});

export const phaseSchema = z.strictObject({
  phase: z.enum(['day', 'night']),
  /** Extension: apply the entries in this step of the phase (default: its first step). */
  step: text.optional(),
  actions: z.array(actionSchema).optional(),
  votes: z.array(voteSchema).optional(),
  posts: z.array(postSchema).optional(),
  host: z.array(hostSchema).optional(),
  wills: z.array(willSchema).optional(),
  expect: expectSchema.optional(),
});

export const scenarioSchema = z.strictObject({
  name: text,
  description: z.string().optional(),
  ruleset: text,
  settings: jsonObject.optional(),
  seed: z.union([z.string(), z.number()]).transform(String).optional(),
  /** Written out, in seat order; or, instead, `seating` (issue #17). */
  players: z.array(playerSchema).optional(),
  /**
   * Extension (issue #17): the players are dealt by one of the ruleset's setups, with the file's
   * seed, through the ruleset's own deal (`assign`) or the kit's `assignRoles`; the setup's
   * settings are the defaults of the file's `settings`.
   */
  seating: z.strictObject({ setup: text, names: z.array(text).min(1) }).optional(),
  phases: z.array(phaseSchema),
  afterGame: afterGameSchema.optional(),
});

export type ScenarioPlayer = z.infer<typeof playerSchema>;
export type ScenarioAction = z.infer<typeof actionSchema>;
export type ScenarioVote = z.infer<typeof voteSchema>;
export type ScenarioPost = z.infer<typeof postSchema>;
export type ScenarioHostCommand = z.infer<typeof hostSchema>;
export type ScenarioWill = z.infer<typeof willSchema>;
export type ExpectedWill = z.infer<typeof expectedWillSchema>;
export type ExpectedNotice = z.infer<typeof noticeSchema>;
export type ExpectedRejection = z.infer<typeof rejectedSchema>;
export type PhaseExpectations = z.infer<typeof expectSchema>;
export type ScenarioAfterGame = z.infer<typeof afterGameSchema>;
export type EntryKind = 'actions' | 'votes' | 'posts' | 'host' | 'wills';

export interface ScenarioPhase extends z.infer<typeof phaseSchema> {
  /** The entry lists in the order their keys appear in the file: they are applied in that order. */
  order: EntryKind[];
}

export interface Scenario extends Omit<z.infer<typeof scenarioSchema>, 'phases' | 'players'> {
  /** The file's players, or (after `loadScenario`) the ones its `seating` dealt. */
  players: ScenarioPlayer[];
  phases: ScenarioPhase[];
}
