/** Opaque ids. Seat ids are chosen by whoever creates the game (the scenario runner uses player names). */
export type SeatId = string;
export type FactionId = string;
export type RoleId = string;
export type AbilityId = string;
export type PollId = string;
export type StepId = string;
export type PhaseKind = 'day' | 'night';

/** "Night 2", "Day 1": phases are numbered per kind, the first phase of the game is number 1. */
export interface PhaseRef {
  kind: PhaseKind;
  number: number;
}

export const samePhase = (a: PhaseRef, b: PhaseRef): boolean => a.kind === b.kind && a.number === b.number;
export const phaseLabel = (p: PhaseRef): string => `${p.kind}-${p.number}`;
