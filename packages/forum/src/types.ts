/**
 * Plain-JSON shapes shared by post parsing, thread counting and rendering.
 * Times are ISO-8601 instants (`2026-11-20T21:05Z`); player references are ids.
 */

export type PlayerId = string;

/** Where a player's elimination happened, so "alive at time t" can be answered. */
export interface Elimination {
  /** The phase in which the player was eliminated (`night 1`, `day 2`). */
  readonly phase: PhaseRef;
  /** Exact instant, for mid-phase eliminations (mod kills). Without it the player dies when the phase ends. */
  readonly at?: string;
  /** Game-neutral cause key, rendered through `t('forum.cause.<cause>')`: `vote`, `night-kill`, `mod-kill`, ... */
  readonly cause?: string;
  /** Revealed role / faction, already localised by the caller (they come from a ruleset's locale). */
  readonly role?: string;
  readonly faction?: string;
}

export interface ForumPlayer {
  readonly id: PlayerId;
  /** The forum user name; also the display name in templates. */
  readonly name: string;
  /** Names the host accepts in votes besides `name` (seed 001 rule 6: "avoid nicknames" unless listed). */
  readonly aliases?: readonly string[];
  readonly elimination?: Elimination;
  /** The player's role and faction as the host names them (an export file's `role:`, `faction:`), for role PMs and the reveal. */
  readonly role?: string;
  readonly faction?: string;
}

export type PhaseKind = 'day' | 'night';

export interface PhaseRef {
  readonly kind: PhaseKind;
  readonly number: number;
}

export interface Phase extends PhaseRef {
  /** Inclusive start instant. */
  readonly startsAt: string;
  /** Exclusive end instant. */
  readonly endsAt: string;
}

export interface ForumPost {
  readonly id: string;
  /** Forum user name of the poster. */
  readonly author: string;
  /** BBCode (or simple HTML) body as pasted from the forum. */
  readonly body: string;
  readonly postedAt: string;
  readonly editedAt?: string;
}

/** A rejection is a value with a code a UI can translate, never an English sentence. */
export interface Rejection<Code extends string = string> {
  readonly code: Code;
  readonly params: Readonly<Record<string, string | number | boolean>>;
}

/** `t(key, params)`: the caller's translator (i18next's `t` fits), keeping this package language-neutral. */
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;
