/**
 * Where delivered notes are kept (issue #21): the digest (the last 100, newest first) and each
 * game's mute, in this browser's storage. Storage may be missing or full (private windows): then
 * nothing is kept and nothing fails.
 */
import type { GameNote } from './notifications';

const DIGEST_KEY = 'mafia.notifications';
const MUTE_PREFIX = 'mafia.mute.';
const KEEP = 100;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDigest(store: Storage | null = storage()): GameNote[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(DIGEST_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as GameNote[]) : [];
  } catch {
    return [];
  }
}

/** Adds the notes not kept yet (by id); returns the ones that were new. */
export function keepNotes(notes: readonly GameNote[], store: Storage | null = storage()): GameNote[] {
  const digest = readDigest(store);
  const known = new Set(digest.map((n) => n.id));
  const fresh = notes.filter((n) => !known.has(n.id));
  if (fresh.length === 0) return [];
  try {
    store?.setItem(DIGEST_KEY, JSON.stringify([...fresh.reverse(), ...digest].slice(0, KEEP)));
  } catch {
    // A full storage keeps the older digest; the notes are still shown on the page.
  }
  return fresh;
}

export function clearDigest(store: Storage | null = storage()): void {
  store?.removeItem(DIGEST_KEY);
}

export function isMuted(gameId: string, store: Storage | null = storage()): boolean {
  return store?.getItem(MUTE_PREFIX + gameId) === '1';
}

export function setMuted(gameId: string, muted: boolean, store: Storage | null = storage()): void {
  try {
    if (muted) store?.setItem(MUTE_PREFIX + gameId, '1');
    else store?.removeItem(MUTE_PREFIX + gameId);
  } catch {
    // Nothing kept: the toggle still holds for this page.
  }
}
