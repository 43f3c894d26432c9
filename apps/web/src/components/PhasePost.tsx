import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import type { PhasePost as Post } from '../lib/phase-post';

/** The host's announcement at a phase change (conan-bo CB-39 … CB-41), in the ruleset's `post.*` words. */
export function PhasePost({ post, namer, ns }: { post: Post; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const k = (key: string, params: Record<string, unknown> = {}) => t(`${ns}:post.${key}`, params);
  const seat = (id: string) => namer.seat(id) ?? id;
  const option = (id: string) => (id === 'none' ? k('votes.none') : seat(id));
  return (
    <div className="phase-post" data-testid="phase-post" data-phase={`${post.phase}-${post.number}`}>
      <strong>{k(`title.${post.phase}`, { number: post.number })}</strong>
      <p data-testid="post-deaths">
        {k('deaths.title')}:{' '}
        {post.deaths.length === 0
          ? k('deaths.none')
          : post.deaths.map((d) => (d.role === null ? k('deaths.erased', { seat: seat(d.seat), cause: namer.reason(d.cause) }) : k('deaths.line', { seat: seat(d.seat), role: namer.role(d.role), cause: namer.reason(d.cause) }))).join(' ')}
      </p>
      {post.arrests.length > 0 && <p data-testid="post-arrests">{k('arrests', { count: post.arrests.length, seats: namer.list(post.arrests.map(seat)) })}</p>}
      {post.releases.length > 0 && <p data-testid="post-releases">{k('releases', { count: post.releases.length, seats: namer.list(post.releases.map(seat)) })}</p>}
      {post.lynch && <p data-testid="post-lynch">{k(`lynch.${post.lynch.outcome}`, { seat: post.lynch.seat ? seat(post.lynch.seat) : '' })}</p>}
      {post.votes && post.votes.length > 0 && (
        <>
          <p className="small">{k('votes.title')}:</p>
          <ul className="small" data-testid="post-votes">
            {post.votes.map((v) => (
              <li key={v.option}>{k('votes.line', { option: option(v.option), count: v.total, voters: namer.list(v.voters.map(seat)) })}</li>
            ))}
          </ul>
        </>
      )}
      {post.modifiers.map((m) => (
        <p key={`${m.kind}-${m.target}`} className="small">
          {k(`modifiers.${m.kind}`, { target: seat(m.target) })}
        </p>
      ))}
    </div>
  );
}
