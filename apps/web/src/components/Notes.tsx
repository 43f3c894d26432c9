import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Private notes, kept in this browser only (the API has no notes procedure; the server never sees
 * them). Ruleset "last wills" need a kernel channel and are not offered yet.
 */
export function Notes({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const key = `mafia.notes.${gameId}`;
  const [text, setText] = useState(() => {
    try {
      return localStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(key, text);
    } catch {
      // Private mode: notes last for this page only.
    }
  }, [key, text]);
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>{t('game.notes')}</h2>
      <label htmlFor={id} className="small muted">
        {t('game.notesHint')}
      </label>
      <textarea id={id} rows={4} value={text} onChange={(e) => setText(e.target.value)} />
    </section>
  );
}
