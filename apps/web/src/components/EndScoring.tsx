import type { Json, JsonObject } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { NoticeText } from './Notice';

interface ScoringLine {
  key: string;
  params: JsonObject;
}

/** The `end-scoring` entry a ruleset may publish at the end: `{ lines: [{ key, params }] }`; anything else shows nothing. */
export function scoringLines(data: Json | undefined): ScoringLine[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  const lines = data['lines'];
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => {
    if (typeof line !== 'object' || line === null || Array.isArray(line) || typeof line['key'] !== 'string') return [];
    const params = line['params'];
    return [{ key: line['key'], params: typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {} }];
  });
}

/**
 * Issue #18 (russian-extended part 4 §8.4, §8.6): what the rulebook credits at the end (elite
 * players' teams, bonuses, the best-player vote that follows), in the ruleset's words, read from
 * the public data entry `end-scoring` of the game's view.
 */
export function EndScoring({ data, namer, ns }: { data: Json | undefined; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const lines = scoringLines(data);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="scoring-title" className="ending-scoring">
      <h3 id="scoring-title">{t('ending.scoring')}</h3>
      <ul>
        {lines.map((line, i) => (
          <li key={`${line.key}-${i}`} data-key={line.key}>
            <NoticeText notice={line} namer={namer} ns={ns} />
          </li>
        ))}
      </ul>
    </section>
  );
}
