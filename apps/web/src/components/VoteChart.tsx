import type { PollView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { voteSeries, voteTable } from '../lib/votes';

const COLORS = ['#d9480f', '#1971c2', '#2b8a3e', '#ae3ec9', '#e67700', '#0c8599', '#c2255c', '#5f3dc4'];

/**
 * How the votes moved during one poll: one step line per candidate, from the poll's visible history,
 * with the same numbers as a table (the chart's text alternative, folded away by default).
 */
export function VoteChart({ poll, namer, title }: { poll: Pick<PollView, 'history'> & Partial<Pick<PollView, 'rules'>>; namer: Namer; title?: string }) {
  const { t, i18n } = useTranslation();
  const { times, series } = voteSeries(poll);
  if (times.length === 0) return null;
  const table = voteTable(poll);
  const label = title ? t('game.voteHistoryOf', { poll: title }) : t('game.voteHistory');
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const name = (option: string) => namer.seat(option) ?? option;
  const needed = poll.rules?.needed ?? null;
  const max = Math.max(1, needed ?? 0, ...series.flatMap((s) => s.counts));
  // Issue #21: a chart with axes and labels. The x axis is the order of the ballots (labelled with
  // the first and last ballot's time), the y axis the votes, with the pass mark when it is known.
  const w = 360;
  const h = 170;
  const left = 30;
  const right = 10;
  const top = 10;
  const bottom = 34;
  const x = (i: number) => (times.length === 1 ? (left + w - right) / 2 : left + (i / (times.length - 1)) * (w - left - right));
  const y = (v: number) => h - bottom - (v / max) * (h - top - bottom);
  const step = Math.max(1, Math.ceil(max / 5));
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += step) ticks.push(v);
  // Votes change at a ballot and hold until the next: a step line, never a slope between ballots.
  const points = (counts: number[]) =>
    counts.map((c, i) => (i === 0 ? `${x(i)},${y(c)}` : `${x(i)},${y(counts[i - 1] ?? 0)} ${x(i)},${y(c)}`)).join(' ');
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? first;
  return (
    <figure className="vote-chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label}>
        {ticks.map((v) => (
          <g key={v} className="tick">
            <line x1={left} y1={y(v)} x2={w - right} y2={y(v)} className="grid" />
            <text x={left - 6} y={y(v) + 4} textAnchor="end">
              {v}
            </text>
          </g>
        ))}
        <line x1={left} y1={top} x2={left} y2={h - bottom} className="axis" />
        <line x1={left} y1={h - bottom} x2={w - right} y2={h - bottom} className="axis" />
        {needed !== null && (
          <g className="mark" data-testid="chart-mark">
            <line x1={left} y1={y(needed)} x2={w - right} y2={y(needed)} />
            <text x={w - right} y={y(needed) - 4} textAnchor="end">
              {t('game.chartMark', { count: needed })}
            </text>
          </g>
        )}
        {series.map((s, si) => (
          <polyline key={s.option} fill="none" strokeWidth="2" stroke={COLORS[si % COLORS.length]} points={points(s.counts)} />
        ))}
        <text x={left} y={h - bottom + 14} textAnchor="start" className="label">
          {time.format(first)}
        </text>
        {times.length > 1 && (
          <text x={w - right} y={h - bottom + 14} textAnchor="end" className="label">
            {time.format(last)}
          </text>
        )}
        <text x={(left + w - right) / 2} y={h - 4} textAnchor="middle" className="label title">
          {t('game.chartBallots')}
        </text>
        <text x={10} y={(top + h - bottom) / 2} textAnchor="middle" className="label title" transform={`rotate(-90 10 ${(top + h - bottom) / 2})`}>
          {t('game.chartVotes')}
        </text>
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
