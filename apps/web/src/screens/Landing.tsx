import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playersNeeded } from '../lib/lobby';
import { useOptionalText } from '../lib/optional';
import { useRulesets } from '../lib/use-ruleset';
import { href } from '../router';
import { useTRPC, type Outputs, type RulesetSummary } from '../trpc';

type GameSummary = Outputs['lobby']['list'][number];
type Status = GameSummary['status'];

/** The three lists of the landing page: games to join, to watch live, and to read after the end. */
const SECTIONS: readonly { status: Status; key: string }[] = [
  { status: 'lobby', key: 'open' },
  { status: 'running', key: 'running' },
  { status: 'finished', key: 'finished' },
];

/** The first page an anonymous visitor sees (issue #21): what this is, the rulesets and their rules, the games. */
export function Landing() {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const trpc = useTRPC();
  const rulesets = useQuery(trpc.rulesets.list.queryOptions());
  useRulesets((rulesets.data ?? []).map((r) => r.id));
  return (
    <div className="stack landing">
      <section aria-labelledby="landing-title" className="card">
        <h1 id="landing-title">{t('landing.title')}</h1>
        <p>{t('landing.intro')}</p>
        <p>
          <a className="button primary" href={href({ name: 'signin' })}>
            {t('landing.signInToPlay')}
          </a>
        </p>
      </section>
      <section aria-labelledby="rulesets-title" className="card">
        <h2 id="rulesets-title">{t('landing.rulesets')}</h2>
        <ul className="ruleset-list">
          {rulesets.data?.map((r) => (
            <li key={r.id} data-ruleset={r.id}>
              <a href={href({ name: 'rules', id: r.id })}>{t(`${r.id}:name`, { defaultValue: r.id })}</a>{' '}
              <span className="muted">{playerRange(r, t)}</span>
              {opt(`${r.id}:description`) && <p className="hint">{opt(`${r.id}:description`)}</p>}
            </li>
          ))}
        </ul>
      </section>
      <div className="columns">
        {SECTIONS.map((section) => (
          <GameSection key={section.status} status={section.status} titleKey={`landing.games.${section.key}`} emptyKey={`landing.games.${section.key}Empty`} rulesets={rulesets.data ?? []} />
        ))}
      </div>
    </div>
  );
}

function playerRange(ruleset: RulesetSummary, t: (key: string, options?: Record<string, unknown>) => string): string {
  const counts = ruleset.setups.map((s) => s.players);
  if (counts.length === 0) return '';
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return min === max ? t('lobby.players', { count: min }) : t('landing.playerRange', { min, max });
}

function GameSection({ status, titleKey, emptyKey, rulesets }: { status: Status; titleKey: string; emptyKey: string; rulesets: RulesetSummary[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const games = useQuery(trpc.lobby.list.queryOptions({ status, limit: 20 }));
  const titleId = `games-${status}-title`;
  return (
    <section aria-labelledby={titleId} className="card" data-status={status}>
      <h2 id={titleId}>{t(titleKey)}</h2>
      {games.isPending && <p role="status">{t('common.loading')}</p>}
      {games.data?.length === 0 && <p className="muted">{t(emptyKey)}</p>}
      <ul className="game-list">
        {games.data?.map((game) => (
          <li key={game.id}>
            <a href={href({ name: 'game', id: game.id })}>{game.title}</a>{' '}
            <span className="muted">
              {t(`${game.rulesetId}:name`, { defaultValue: game.rulesetId })} · {t('lobby.playerCount', { players: game.players, needed: playersNeeded(game, rulesets) ?? '?' })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
