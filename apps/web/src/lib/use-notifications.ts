import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMuted, keepNotes, setMuted } from './note-store';
import { deadlineNote, notesBetween, type GameNote, type NoteSource } from './notifications';

/** The text of a note in the reader's language (also used by the digest page). */
export function useNoteText(): (note: GameNote) => string {
  const { t } = useTranslation();
  return useCallback(
    (note: GameNote) => {
      const params = { ...note.params };
      if (note.kind === 'phase') params['phase'] = t(`game:phase.${String(note.params['kind'])}`, { number: note.params['number'] });
      return t(`notify.${note.kind}`, params);
    },
    [t],
  );
}

/**
 * Issue #21: turns each new view of a game into notes (phase changes, your turn, deadlines near,
 * mentions, host messages), keeps them in the digest, shows the latest on the page and, when the
 * reader allowed it and the tab is in the background, as a browser notification. Muted games keep
 * nothing and show nothing.
 */
export function useNotifications(gameId: string, title: string, source: NoteSource, myName: string | null) {
  const text = useNoteText();
  const previous = useRef<NoteSource | null>(null);
  const [latest, setLatest] = useState<GameNote | null>(null);
  const [muted, setMutedState] = useState(() => isMuted(gameId));
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );

  const deliver = useCallback(
    (notes: GameNote[]) => {
      if (notes.length === 0 || isMuted(gameId)) return;
      const fresh = keepNotes(notes);
      const last = fresh[fresh.length - 1];
      if (!last) return;
      setLatest(last);
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.visibilityState === 'hidden') {
        for (const note of fresh) new Notification(title, { body: text(note), tag: note.id });
      }
    },
    [gameId, title, text],
  );

  useEffect(() => {
    const notes = notesBetween(previous.current, source, { gameId, now: Date.now(), myName });
    previous.current = source;
    deliver(notes);
  }, [source, gameId, myName, deliver]);

  // Deadlines come near without any new view: look every 30 s.
  const view = source.view;
  useEffect(() => {
    const check = () => {
      const note = deadlineNote(view, { gameId, now: Date.now() });
      if (note) deliver([note]);
    };
    check();
    const timer = setInterval(check, 30_000);
    return () => clearInterval(timer);
  }, [view, gameId, deliver]);

  const toggleMute = () => {
    setMuted(gameId, !muted);
    setMutedState(!muted);
  };
  const askPermission = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };
  return { latest, muted, toggleMute, permission, askPermission, text };
}
