/** The room's storage ports, which this package implements. The one place that names them. */
export type {
  AppendResult,
  CarriedEvents,
  ChangeFeed,
  ChangeListener,
  DeadlineStore,
  EventStore,
  LeaseStore,
  NewEvent,
  NoticeEvents,
  SnapshotStore,
  StoredEvent,
  StoredSnapshot,
} from '@mafia/room';
