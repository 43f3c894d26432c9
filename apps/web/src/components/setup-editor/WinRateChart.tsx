import { useTranslation } from 'react-i18next';
import { percent } from '../../lib/setup-draft';

const COLORS = ['#1971c2', '#d9480f', '#2b8a3e', '#ae3ec9', '#e67700', '#0c8599'];

/**
 * The balance estimate's win rate by day (issue #22): one line per faction, the share of all games
 * it had won by the end of each day (API `setups.estimate`, `byDay`), with the same figures as a
 * table (the chart's text alternative).
 */
export function WinRateChart({
  byDay,
  factions,
  namespace,
}: {
  byDay: Array<{ day: number; rates: Record<string, number> }>;
  factions: string[];
  namespace: string;
}) {
  const { t } = useTranslation();
  if (byDay.length === 0) return null;
  const w = 360;
  const h = 170;
  const left = 34;
  const right = 10;
  const top = 10;
  const bottom = 30;
  const days = byDay.length;
  const x = (i: number) =>
    days === 1 ? (left + w - right) / 2 : left + (i / (days - 1)) * (w - left - right);
  const y = (rate: number) => h - bottom - rate * (h - top - bottom);
  const name = (faction: string) => t(`${namespace}:factions.${faction}.name`, { defaultValue: faction });
  return (
    <figure className="win-rate-chart">
      <figcaption>{t('setupEditor.byDay')}</figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={t('setupEditor.chartLabel')}>
        {[0, 0.5, 1].map((tick) => (
          <g key={tick}>
            <line x1={left} x2={w - right} y1={y(tick)} y2={y(tick)} stroke="#ccc" />
            <text x={left - 4} y={y(tick) + 4} textAnchor="end" fontSize="10">
              {tick * 100}%
            </text>
          </g>
        ))}
        {byDay.map((point, i) => (
          <text key={point.day} x={x(i)} y={h - bottom + 14} textAnchor="middle" fontSize="10">
            {point.day}
          </text>
        ))}
        <text x={(left + w - right) / 2} y={h - 4} textAnchor="middle" fontSize="10">
          {t('setupEditor.byDayAxis')}
        </text>
        {factions.map((faction, f) => (
          <polyline
            key={faction}
            data-faction={faction}
            fill="none"
            stroke={COLORS[f % COLORS.length]}
            strokeWidth="2"
            points={byDay.map((point, i) => `${x(i)},${y(point.rates[faction] ?? 0)}`).join(' ')}
          />
        ))}
      </svg>
      <ul className="chart-legend">
        {factions.map((faction, f) => (
          <li key={faction}>
            <span aria-hidden="true" style={{ color: COLORS[f % COLORS.length] }}>
              ■
            </span>{' '}
            {name(faction)}
          </li>
        ))}
      </ul>
      <details>
        <summary>{t('setupEditor.byDay')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('setupEditor.byDayAxis')}</th>
              {factions.map((faction) => (
                <th key={faction} scope="col">
                  {name(faction)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {byDay.map((point) => (
              <tr key={point.day}>
                <th scope="row">{point.day}</th>
                {factions.map((faction) => (
                  <td key={faction}>{percent(point.rates[faction] ?? 0)}%</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
