import type { GameView, Post } from '@mafia/kernel';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseQuotes, quoteOf, type Part } from '../lib/quote';
import { useTRPC, type CommandResult } from '../trpc';
import { ErrorMessage, Rejection } from './Feedback';

function Body({ parts }: { parts: Part[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          <span key={i} className="post-text">
            {part.text}
          </span>
        ) : (
          <blockquote key={i}>
            {part.author && <cite>{part.author}</cite>}
            <Body parts={part.parts} />
          </blockquote>
        ),
      )}
    </>
  );
}

/** One channel (thread, faction chat, dead chat): posts in order, quoting, and the composer when the viewer may post. */
export function Thread({
  gameId,
  view,
  channel,
  canPost,
  asHost,
  title,
}: {
  gameId: string;
  view: GameView;
  channel: string;
  canPost: boolean;
  asHost: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [draft, setDraft] = useState('');
  const [result, setResult] = useState<CommandResult | null>(null);
  const inputId = useId();
  const names = new Map(view.seats.map((s) => [s.id, s.name]));
  const posts = view.posts.filter((p) => p.channel === channel);
  const onDone = (r: CommandResult) => {
    setResult(r);
    if (r.ok) setDraft('');
  };
  const [editing, setEditing] = useState<string | null>(null);
  const post = useMutation(trpc.game.post.mutationOptions({ onSuccess: onDone }));
  const edit = useMutation(
    trpc.game.editPost.mutationOptions({
      onSuccess: (r) => {
        onDone(r);
        if (r.ok) setEditing(null);
      },
    }),
  );
  const me = view.viewer.kind === 'seat' ? view.viewer.seat : null;
  const hostPost = useMutation(trpc.host.post.mutationOptions({ onSuccess: onDone }));
  const author = (p: Post) => (p.seat ? (names.get(p.seat) ?? p.seat) : t('game.host'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    if (editing) edit.mutate({ gameId, postId: editing, body: draft });
    else if (asHost) hostPost.mutate({ gameId, channel, body: draft });
    else post.mutate({ gameId, channel, body: draft });
  };
  return (
    <section className="card thread" aria-label={title}>
      <ol className="posts" aria-live="polite">
        {posts.length === 0 && <li className="muted">{t('game.noPosts')}</li>}
        {posts.map((p) => (
          <li key={p.id} className="post" data-post={p.id}>
            <header>
              <strong>{author(p)}</strong>{' '}
              <span className="muted small">{t(`game:phase.${p.phase.kind}`, { number: p.phase.number })}</span>
              {p.editedAt !== undefined && <span className="muted small"> · {t('game.edited')}</span>}
              {canPost && (
                <button type="button" className="link-button small" onClick={() => setDraft(draft + quoteOf(author(p), p.body))} aria-label={t('game.quoteFrom', { name: author(p) })}>
                  {t('game.quote')}
                </button>
              )}
              {canPost && me !== null && p.seat === me && (
                <button
                  type="button"
                  className="link-button small"
                  onClick={() => {
                    setEditing(p.id);
                    setDraft(p.body);
                  }}
                >
                  {t('game.edit')}
                </button>
              )}
            </header>
            <div className="post-body">
              <Body parts={parseQuotes(p.body)} />
            </div>
          </li>
        ))}
      </ol>
      {canPost && (
        <form onSubmit={submit} className="stack composer">
          <label htmlFor={inputId}>{t('game.message')}</label>
          <textarea id={inputId} rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} />
          <ErrorMessage error={post.error ?? hostPost.error ?? edit.error} />
          {result && !result.ok && <Rejection rejection={result.rejection} />}
          <div className="row">
            <button type="submit" className="primary" disabled={post.isPending || hostPost.isPending || edit.isPending}>
              {t(editing ? 'game.saveEdit' : 'game.send')}
            </button>
            {editing && (
              <button
                type="button"
                onClick={() => {
                  setEditing(null);
                  setDraft('');
                }}
              >
                {t('game.cancelEdit')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
