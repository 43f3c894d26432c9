/**
 * @mafia/room — the authoritative game room: per-game serialised commands over an event log with
 * optimistic concurrency, durable acknowledgements, stored deadlines fired under a lease, and
 * cross-process change notification. Storage, time and fan-out come in through ./ports.
 */
export * from './ports';
export { applyStored } from './apply-stored';
export { GameRooms, deadlineOf, type Commit, type DispatchResult, type RoomOptions, type StateListener } from './room';
export { DeadlineScheduler, type FiredDeadline, type SchedulerOptions } from './scheduler';
export { DEFAULT_SNAPSHOT_EVERY, Snapshots, type SnapshotOptions } from './snapshots';
