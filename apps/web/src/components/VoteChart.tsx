import type { PollView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { voteSeries, voteTable } from '../lib/votes';

const COLORS = ['#d9480f', '#1971c2', '#2b8a3e', '#ae3ec9', '#e67700', '#0c8599', '#c2255c', '#5f3dc4'];

/**
 * How the votes moved during one poll: one step line per candidate, from the poll's visible history,
 * with the same numbers as a table (the chart's text alternative, folded away by default).
 */
export function VoteChart({ poll, namer, title }: { poll: PollView; namer: Namer; title?: string }) {
  const { t, i18n } = useTranslation();
  const { times, series } = voteSeries(poll);
  if (times.length === 0) return null;
  const table = voteTable(poll);
  const label = title ? t('game.voteHistoryOf', { poll: title }) : t('game.voteHistory');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const name = (option: string) => namer.seat(option) ?? option;
  const max = Math.max(1, ...series.flatMap((s) => s.counts));
  const w = 320;
  const h = 120;
  const x = (i: number) => (times.length === 1 ? w / 2 : (i / (times.length - 1)) * (w - 20) + 10);
  const y = (v: number) => h - 10 - (v / max) * (h - 20);
  return (
    <figure className="vote-chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
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
        {label}:{' '}
        {series.map((s, si) => (
          <span key={s.option} className="legend">
            <span className="swatch" style={{ background: COLORS[si % COLORS.length] }} aria-hidden="true" />
            {name(s.option)} ({s.counts[s.counts.length - 1] ?? 0})
          </span>
        ))}
      </figcaption>
      <details className="vote-table">
        <summary>{t('game.voteHistoryTable')}</summary>
        <table className="tally">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('game.voteTime')}</th>
              {table.options.map((option) => (
                <th key={option} scope="col">
                  {name(option)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">{time.format(row.at)}</th>
                {row.counts.map((count, ci) => (
                  <td key={table.options[ci]}>{count}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
