import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percent, type Draft } from '../../lib/setup-draft';
import { useTRPCClient, type Outputs } from '../../trpc';
import { WinRateChart } from './WinRateChart';

type EstimateEvent = Outputs['setups']['estimate'] extends AsyncIterable<infer E> ? E : never;
type EstimateResult = Extract<EstimateEvent, { kind: 'done' }>['result'];

/** Games of one estimate (the API allows up to 2,000; a few hundred take seconds). */
const GAMES = 300;

/**
 * "Estimate balance" (issue #22): the API plays the setup with the simulator's informed bots in
 * chunks and streams progress; then the win rates with their 95% intervals and the win rate by day.
 */
export function EstimatePanel({
  rulesetId,
  draft,
  disabled,
}: {
  rulesetId: string;
  draft: Draft;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const client = useTRPCClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<EstimateResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<{ unsubscribe: () => void } | null>(null);
  useEffect(() => () => running.current?.unsubscribe(), []);

  const start = () => {
    running.current?.unsubscribe();
    setResult(null);
    setError(null);
    setProgress({ done: 0, total: GAMES });
    running.current = client.setups.estimate.subscribe(
      { rulesetId, draft, games: GAMES },
      {
        onData: (event) => {
          if (event.kind === 'progress') setProgress({ done: event.done, total: event.total });
          else if (event.kind === 'done') {
            setResult(event.result);
            setProgress(null);
            running.current?.unsubscribe();
          } else {
            setError(t('setupEditor.needsValid'));
            setProgress(null);
          }
        },
        onError: (e) => {
          setError(e.message);
          setProgress(null);
        },
      },
    );
  };

  const factions = result ? Object.keys(result.wins) : [];
  return (
    <section aria-labelledby="estimate-title" className="card estimate">
      <h2 id="estimate-title">{t('setupEditor.estimate')}</h2>
      <button type="button" name="estimate" onClick={start} disabled={disabled || progress !== null}>
        {t('setupEditor.estimate')}
      </button>
      {progress && (
        <p role="status">
          <label>
            {t('setupEditor.estimating', { done: progress.done, total: progress.total })}{' '}
            <progress value={progress.done} max={progress.total} />
          </label>
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <div className="estimate-result">
          <h3>{t('setupEditor.estimateTitle', { games: result.games })}</h3>
          <ul className="win-rates">
            {factions.map((faction) => {
              const [low, high] = result.intervals[faction] ?? [0, 1];
              return (
                <li key={faction} data-faction={faction}>
                  {t('setupEditor.winRate', {
                    faction: t(`${rulesetId}:factions.${faction}.name`, { defaultValue: faction }),
                    rate: percent((result.wins[faction] ?? 0) / result.games),
                    low: percent(low),
                    high: percent(high),
                  })}
                </li>
              );
            })}
          </ul>
          <WinRateChart byDay={result.byDay} factions={factions} namespace={rulesetId} />
          <p className="hint">{t('setupEditor.estimateNote')}</p>
        </div>
      )}
    </section>
  );
}
