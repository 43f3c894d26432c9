/**
 * The room's storage ports, which this package implements. The one place that names them:
 * @mafia/room has no src/index.ts yet (its package.json exports one), so they come from the
 * room's ports file directly. Once the room package has its index, change this line to
 * `from '@mafia/room'`; nothing else needs to move.
 */
export type {
  AppendResult,
  ChangeFeed,
  DeadlineStore,
  EventStore,
  LeaseStore,
  NewEvent,
  StoredEvent,
} from '../../room/src/ports';
