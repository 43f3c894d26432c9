import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDigest, readDigest } from '../lib/note-store';
import { useNoteText } from '../lib/use-notifications';
import { href } from '../router';

/** Issue #21: the digest — every note this browser received, newest first, with a link to its game. */
export default function NotificationsScreen() {
  const { t, i18n } = useTranslation();
  const text = useNoteText();
  const [notes, setNotes] = useState(() => readDigest());
  return (
    <section aria-labelledby="notifications-title" className="card">
      <h1 id="notifications-title">{t('notify.title')}</h1>
      {notes.length === 0 ? (
        <p className="muted">{t('notify.none')}</p>
      ) : (
        <>
          <ol className="digest" data-testid="digest">
            {notes.map((note) => (
              <li key={note.id} data-kind={note.kind}>
                <time className="muted small" dateTime={new Date(note.at).toISOString()}>
                  {new Date(note.at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}
                </time>{' '}
                <a href={href({ name: 'game', id: note.gameId })}>{text(note)}</a>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => {
              clearDigest();
              setNotes([]);
            }}
          >
            {t('notify.clear')}
          </button>
        </>
      )}
    </section>
  );
}
