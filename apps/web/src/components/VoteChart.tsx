import type { PollView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { voteSeries } from '../lib/votes';

const COLORS = ['#d9480f', '#1971c2', '#2b8a3e', '#ae3ec9', '#e67700', '#0c8599', '#c2255c', '#5f3dc4'];

/** How the votes moved during the day: one step line per candidate, from the poll's full history. */
export function VoteChart({ poll, namer }: { poll: PollView; namer: Namer }) {
  const { t } = useTranslation();
  const { times, series } = voteSeries(poll);
  if (times.length === 0) return null;
  const max = Math.max(1, ...series.flatMap((s) => s.counts));
  const w = 320;
  const h = 120;
  const x = (i: number) => (times.length === 1 ? w / 2 : (i / (times.length - 1)) * (w - 20) + 10);
  const y = (v: number) => h - 10 - (v / max) * (h - 20);
  return (
    <figure className="vote-chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={t('game.voteHistory')}>
        <line x1="10" y1={h - 10} x2={w - 10} y2={h - 10} className="axis" />
        {series.map((s, si) => (
          <polyline
            key={s.option}
            fill="none"
            strokeWidth="2"
            stroke={COLORS[si % COLORS.length]}
            points={s.counts.map((c, i) => `${x(i)},${y(c)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        {t('game.voteHistory')}:{' '}
        {series.map((s, si) => (
          <span key={s.option} className="legend">
            <span className="swatch" style={{ background: COLORS[si % COLORS.length] }} aria-hidden="true" />
            {namer.seat(s.option) ?? s.option} ({s.counts[s.counts.length - 1] ?? 0})
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
