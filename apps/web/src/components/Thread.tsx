import type { GameView, Post } from '@mafia/kernel';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostVoteOutcome } from '@mafia/server';
import { quoteOf, replyTo } from '../lib/quote';
import { parsePostNumber, postAnchor } from '../lib/thread-pages';
import { useThreadPages } from '../lib/use-thread-pages';
import { useTRPC, type CommandResult } from '../trpc';
import { CommandFeedback, ErrorMessage } from './Feedback';
import { PostBody } from './PostBody';
import { PostVotes } from './PostVotes';

/** One channel (thread, faction chat, dead chat): posts in order, quoting, and the composer when the viewer may post. */
export function Thread({
  gameId,
  view,
  channel,
  canPost,
  asHost,
  title,
  earlier = 0,
  tags = [],
}: {
  gameId: string;
  view: GameView;
  channel: string;
  /** Posts of the channel the view leaves out (`earlierPosts`): paged in on demand. */
  earlier?: number;
  canPost: boolean;
  /** What the author may mark his post as here (kernel `postTags`: russian-extended's `wall`, C-4): one checkbox each. */
  tags?: readonly string[];
  asHost: boolean;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [draft, setDraft] = useState('');
  const [marked, setMarked] = useState<readonly string[]>([]);
  const [result, setResult] = useState<CommandResult | null>(null);
  // What the bold votes of the last post did (issue #21); only `game.post` answers with them.
  const [votes, setVotes] = useState<readonly PostVoteOutcome[]>([]);
  const inputId = useId();
  const names = new Map(view.seats.map((s) => [s.id, s.name]));
  const pages = useThreadPages(gameId, channel, view.posts, earlier);
  const [jumpText, setJumpText] = useState('');
  const jumpNumber = parsePostNumber(jumpText);
  const earlierButton = useRef<HTMLButtonElement>(null);
  // Issue #21 (keyboard): the post list is one Tab stop (a roving tabindex, newest post by default);
  // the arrow keys, Home and End move between posts, and Tab reaches the buttons of the focused post.
  const [activePost, setActivePost] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const { loadEarlier } = pages;
  // Scrolling up to the "earlier posts" button loads them; only once the reader has scrolled it
  // out of sight and back (at mount it may be in sight, and loading then would pull in the whole
  // channel, page after page, while the button stays on screen).
  useEffect(() => {
    const button = earlierButton.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    let wasHidden = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) wasHidden = true;
      else if (wasHidden) {
        wasHidden = false;
        loadEarlier();
      }
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [loadEarlier]);
  const onDone = (r: CommandResult & { votes?: readonly PostVoteOutcome[] }) => {
    setResult(r);
    setVotes(r.votes ?? []);
    if (r.ok) {
      setDraft('');
      setMarked([]);
    }
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
    else {
      const chosen = marked.filter((tag) => tags.includes(tag));
      post.mutate({ gameId, channel, body: draft, ...(chosen.length > 0 ? { tags: [...chosen] } : {}) });
    }
  };
  const postIds = pages.rows.flatMap((row) => (row.kind === 'post' ? [row.post.id] : []));
  const active = activePost !== null && postIds.includes(activePost) ? activePost : (postIds[postIds.length - 1] ?? null);
  const moveFocus = (e: KeyboardEvent<HTMLOListElement>) => {
    const current = (e.target as HTMLElement).closest<HTMLElement>('li.post')?.dataset['post'];
    const at = current === undefined ? -1 : postIds.indexOf(current);
    if (at < 0) return;
    const next =
      e.key === 'ArrowDown' ? Math.min(at + 1, postIds.length - 1)
      : e.key === 'ArrowUp' ? Math.max(at - 1, 0)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? postIds.length - 1
      : null;
    if (next === null) return;
    e.preventDefault();
    const id = postIds[next];
    if (id === undefined) return;
    setActivePost(id);
    listRef.current?.querySelector<HTMLElement>(`li.post[data-post="${CSS.escape(id)}"]`)?.focus();
  };
  return (
    <section className="card thread" aria-label={title}>
      {pages.earlier > 0 && (
        <button
          ref={earlierButton}
          type="button"
          className="link-button small"
          disabled={pages.loading}
          onClick={pages.loadEarlier}
        >
          {t('game.earlierPosts', { count: pages.earlier })}
        </button>
      )}
      {/* Issue #21: jump to a post by number, in a short thread as in a paged one. */}
      {pages.rows.length > 0 && (
        <form
          className="row small jump-to-post"
          onSubmit={(e) => {
            e.preventDefault();
            if (jumpNumber !== null) pages.jumpTo(jumpNumber);
          }}
        >
          <label>
            {t('game.jumpToPost')}{' '}
            <input
              inputMode="numeric"
              size={7}
              value={jumpText}
              onChange={(e) => setJumpText(e.target.value)}
            />
          </label>
          <button type="submit" disabled={jumpNumber === null || pages.loading}>
            {t('game.jump')}
          </button>
        </form>
      )}
      {pages.loading && <p className="muted small">{t('game.loadingPosts')}</p>}
      <ErrorMessage error={pages.error} />
      <p id={hintId} className="visually-hidden">
        {t('game.postsKeys')}
      </p>
      <ol className="posts" aria-live="polite" ref={listRef} onKeyDown={moveFocus} aria-describedby={hintId}>
        {pages.rows.length === 0 && <li className="muted">{t('game.noPosts')}</li>}
        {pages.rows.map((row) =>
          row.kind === 'gap' ? (
            <li key={`gap-${row.from}`} className="muted">
              <button
                type="button"
                className="link-button small"
                disabled={pages.loading}
                onClick={() => pages.fillGap(row.to)}
              >
                {t('game.postsGap', { from: row.from, to: row.to })}
              </button>
            </li>
          ) : (
            <li
              key={row.post.id}
              id={postAnchor(channel, row.number)}
              className="post"
              data-post={row.post.id}
              data-number={row.number}
              tabIndex={row.post.id === active ? 0 : -1}
              onFocus={() => setActivePost(row.post.id)}
            >
              <header>
                <span className="muted small">{t('game.postNumber', { number: row.number })}</span>{' '}
                <strong>{author(row.post)}</strong>{' '}
                <span className="muted small">
                  {t(`game:phase.${row.post.phase.kind}`, { number: row.post.phase.number })}
                </span>
                <time className="muted small" dateTime={new Date(row.post.at).toISOString()}>
                  {' · '}
                  {new Date(row.post.at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}
                </time>
                {/* C-4 (russian-extended): the author's wall, and a wall of the last 15 minutes before the vote. */}
                {row.post.flags.includes('wall') && <span className="badge wall"> {t('game.postFlag.wall')}</span>}
                {row.post.flags.includes('late-wall') && <span className="badge late-wall"> {t('game.postFlag.late-wall')}</span>}
                {row.post.editedAt !== undefined && (
                  <span className="muted small"> · {t('game.edited')}</span>
                )}
                {/* Issue #21 host tools: a thread post written at night (seed 001 forbids them) is flagged for everyone. */}
                {channel === 'thread' && row.post.phase.kind === 'night' && (
                  <span className="badge night-post"> {t('game.nightPost')}</span>
                )}
                {canPost && (
                  <button
                    type="button"
                    className="link-button small"
                    tabIndex={row.post.id === active ? 0 : -1}
                    onClick={() => setDraft(draft + quoteOf(author(row.post), row.number, row.post.body))}
                    aria-label={t('game.quoteFrom', { name: author(row.post) })}
                  >
                    {t('game.quote')}
                  </button>
                )}
                {canPost && (
                  <button
                    type="button"
                    className="link-button small"
                    tabIndex={row.post.id === active ? 0 : -1}
                    onClick={() => setDraft(draft + replyTo(author(row.post), row.number))}
                    aria-label={t('game.replyTo', { name: author(row.post) })}
                  >
                    {t('game.reply')}
                  </button>
                )}
                {canPost && me !== null && row.post.seat === me && (
                  <button
                    type="button"
                    className="link-button small"
                    tabIndex={row.post.id === active ? 0 : -1}
                    onClick={() => {
                      setEditing(row.post.id);
                      setDraft(row.post.body);
                    }}
                  >
                    {t('game.edit')}
                  </button>
                )}
              </header>
              <div className="post-body">
                <PostBody body={row.post.body} jumpTo={pages.jumpTo} />
              </div>
            </li>
          ),
        )}
      </ol>
      {canPost && (
        <form onSubmit={submit} className="stack composer">
          <label htmlFor={inputId}>{t('game.message')}</label>
          <textarea id={inputId} rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} />
          {!editing &&
            tags.map((tag) => (
              <label key={tag} className="row small">
                <input
                  type="checkbox"
                  checked={marked.includes(tag)}
                  onChange={(e) => setMarked(e.target.checked ? [...marked, tag] : marked.filter((m) => m !== tag))}
                />{' '}
                {t(`game.postTag.${tag}`, { defaultValue: tag })}
              </label>
            ))}
          <CommandFeedback result={result} error={post.error ?? hostPost.error ?? edit.error} />
          <PostVotes votes={votes} nameOf={(seat) => names.get(seat) ?? seat} />
          <div className="row">
            <button
              type="submit"
              className="primary"
              disabled={post.isPending || hostPost.isPending || edit.isPending}
            >
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
