import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../trpc';
import { ErrorMessage } from './Feedback';

/** How long typing must pause before the notes are saved. */
const SAVE_DELAY_MS = 800;
/** After a failed save, when to try again (the text is safe in the browser meanwhile). */
const RETRY_MS = 5_000;

export type NotesStatus = 'idle' | 'unsaved' | 'saving' | 'saved' | 'error';

/**
 * The text to open with: a draft this browser kept because its save failed or never finished is
 * newer than the server's copy, so it wins and is saved again; otherwise the server's text.
 */
export function startingNotes(server: string, draft: string | null): { text: string; status: NotesStatus } {
  if (draft !== null && draft !== server) return { text: draft, status: 'unsaved' };
  return { text: server, status: 'idle' };
}

const draftKey = (gameId: string) => `mafia.notes.${gameId}`;

function readDraft(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeDraft(key: string, text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Private mode: the draft lives in this page only.
  }
}

/**
 * The member's private notes on this game (issue #7), saved on the server (`notes.get`/`save`,
 * never part of the game's events or views). Every keystroke is also kept in this browser until
 * the server has it, so nothing typed is lost to a failed save or a closed tab.
 */
export function Notes({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const trpc = useTRPC();
  const key = draftKey(gameId);
  const loaded = useQuery({ ...trpc.notes.get.queryOptions({ gameId }), staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false });
  const save = useMutation(trpc.notes.save.mutationOptions());
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<NotesStatus>('idle');
  const latest = useRef('');

  useEffect(() => {
    if (text !== null || !loaded.data) return;
    const start = startingNotes(loaded.data.text, readDraft(key));
    latest.current = start.text;
    setText(start.text);
    setStatus(start.status);
  }, [loaded.data, key, text]);

  useEffect(() => {
    if (text === null) return;
    if (status === 'error') {
      const retry = setTimeout(() => setStatus('unsaved'), RETRY_MS);
      return () => clearTimeout(retry);
    }
    if (status !== 'unsaved') return;
    const timer = setTimeout(() => {
      const sent = text;
      setStatus('saving');
      save
        .mutateAsync({ gameId, text: sent })
        .then(() => {
          // Typed on while the save was in flight: the newer text still needs saving.
          if (latest.current !== sent) return setStatus('unsaved');
          writeDraft(key, null);
          setStatus('saved');
        })
        .catch(() => setStatus('error'));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `save` is left out on purpose: a new mutation object each render must not restart the debounce.
  }, [text, status, gameId, key]);

  const statusText =
    status === 'saving' ? t('game.notesSaving') : status === 'saved' ? t('game.notesSaved') : status === 'unsaved' ? t('game.notesUnsaved') : '';
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>{t('game.notes')}</h2>
      <label htmlFor={id} className="small muted">
        {t('game.notesHint')}
      </label>
      {loaded.error && text === null ? (
        <ErrorMessage error={loaded.error} />
      ) : (
        <textarea
          id={id}
          rows={4}
          maxLength={20_000}
          data-testid="notes"
          value={text ?? ''}
          disabled={text === null}
          onChange={(e) => {
            const next = e.target.value;
            latest.current = next;
            writeDraft(key, next);
            setText(next);
            setStatus('unsaved');
          }}
        />
      )}
      <p className="small muted" role="status" aria-live="polite" data-testid="notes-status" data-status={status}>
        {statusText}
      </p>
      {status === 'error' && (
        <p role="alert" className="error">
          {t('game.notesError')}
        </p>
      )}
    </section>
  );
}
