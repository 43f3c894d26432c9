import { useTranslation } from 'react-i18next';
import type { Namer } from '../../lib/params';
import { traceLines, type TraceLine } from '../../lib/trace';

function Trace({ lines, namer, ns }: { lines: TraceLine[]; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const name = (id: string) => (id ? (namer.seat(id) ?? id) : '');
  return (
    <ul className="trace">
      {lines.map((line, i) => (
        <li key={i} className={line.holds === false ? 'countered' : 'holds'}>
          {t(line.key, {
            ...line.params,
            actor: name(line.params['actor'] ?? ''),
            target: name(line.params['target'] ?? ''),
            at: name(line.params['at'] ?? ''),
            effect: t(`host.effects.${line.params['effect']}`, { defaultValue: line.params['effect'] ?? '' }),
            reason: t(`host.reasons.${line.params['reason']}`, { defaultValue: line.params['reason'] ?? '' }),
            ability: t(`${ns}:abilities.${line.params['ability']}.name`, {
              defaultValue: line.params['ability'] ?? '',
            }),
          })}
          {line.holds === false && line.key.startsWith('host.trace.f') && (
            <span className="muted"> ({t('host.trace.countered')})</span>
          )}
          {line.children.length > 0 && <Trace lines={line.children} namer={namer} ns={ns} />}
        </li>
      ))}
    </ul>
  );
}

/** The resolver's trace as a tree; a ruleset's own trace shape is shown as data rather than dropped. */
export function TraceView({ trace, namer, ns }: { trace: unknown; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const lines = traceLines(trace);
  if (lines.length > 0) return <Trace lines={lines} namer={namer} ns={ns} />;
  const empty = trace == null || (Array.isArray(trace) && trace.length === 0);
  if (empty) return <p className="muted">{t('host.trace.empty')}</p>;
  return (
    <pre className="trace-raw" tabIndex={0}>
      {JSON.stringify(trace, null, 2)}
    </pre>
  );
}
