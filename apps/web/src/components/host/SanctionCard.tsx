import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC, type CommandResult } from '../../trpc';
import { CommandFeedback } from '../Feedback';
import type { HostCardProps } from './props';
import { HostForm } from './HostForm';
import { SeatSelect } from './SeatSelect';

/** The sanctions that name which of the player's roles they hit (russian-extended S-1 `role-block`, S-6 `disable`). */
const ROLE_CHOICE_KINDS = ['role-block', 'disable'];

/** The ruleset's values of one option of its `sanction` move (`options.<name>.values`), in its order. */
function optionValues(resource: unknown): string[] {
  return typeof resource === 'object' && resource !== null ? Object.keys(resource) : [];
}

/**
 * Issue #18 (russian-extended part 4 §4.1): the host's conduct sanction on a player (warning, lost
 * vote, removal, technical defeat, defeat) citing the rule broken. Shown only for a ruleset whose
 * texts name a `sanction` move; the kinds and rules are the ruleset's own option values.
 */
export function SanctionCard({ gameId, view, ns }: HostCardProps) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const ids = { seat: useId(), kind: useId(), rule: useId(), block: useId() };
  const [result, setResult] = useState<CommandResult | null>(null);
  const sanction = useMutation(trpc.host.sanction.mutationOptions({ onSuccess: setResult }));
  const kinds = optionValues(i18n.getResource(i18n.language, ns, 'options.kind.values') ?? i18n.getResource('en', ns, 'options.kind.values'));
  const rules = optionValues(i18n.getResource(i18n.language, ns, 'options.rule.values') ?? i18n.getResource('en', ns, 'options.rule.values'));
  const [seat, setSeat] = useState('');
  const [kind, setKind] = useState(kinds[0] ?? '');
  const [rule, setRule] = useState(rules[0] ?? '');
  // S-1's choice of the roles to block (`options.block.values`), asked only for that kind.
  const blocks = optionValues(i18n.getResource(i18n.language, ns, 'options.block.values') ?? i18n.getResource('en', ns, 'options.block.values'));
  const [block, setBlock] = useState('all');
  if (!i18n.exists(`${ns}:abilities.sanction.name`) || kinds.length === 0 || rules.length === 0) return null;
  const living = view.seats.filter((s) => s.alive && !s.removed);
  return (
    <section aria-labelledby="sanction-title" className="card">
      <h2 id="sanction-title">{t('host.sanction')}</h2>
      <HostForm
        legend={t('host.sanction')}
        onSubmit={() => {
          if (seat && kind && rule) sanction.mutate({ gameId, seat, kind: kind as 'warning', rule, ...(ROLE_CHOICE_KINDS.includes(kind) && blocks.includes(block) ? { block: block as 'all' } : {}) });
        }}
      >
        <label htmlFor={ids.seat}>{t('host.player')}</label>
        <SeatSelect id={ids.seat} seats={living} value={seat} onChange={(v) => setSeat(v)} />
        <label htmlFor={ids.kind}>{t('host.sanctionKind')}</label>
        <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`${ns}:options.kind.values.${k}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.rule}>{t('host.sanctionRule')}</label>
        <select id={ids.rule} value={rule} onChange={(e) => setRule(e.target.value)}>
          {rules.map((r) => (
            <option key={r} value={r}>
              {t(`${ns}:options.rule.values.${r}`)}
            </option>
          ))}
        </select>
        {ROLE_CHOICE_KINDS.includes(kind) && blocks.length > 0 && (
          <>
            <label htmlFor={ids.block}>{t('host.sanctionBlock')}</label>
            <select id={ids.block} value={block} onChange={(e) => setBlock(e.target.value)}>
              {blocks.map((b) => (
                <option key={b} value={b}>
                  {t(`${ns}:options.block.values.${b}`)}
                </option>
              ))}
            </select>
          </>
        )}
        <button type="submit" className="danger" disabled={!seat || Boolean(view.result)}>
          {t('host.sanction')}
        </button>
      </HostForm>
      <CommandFeedback result={result} error={sanction.error} />
    </section>
  );
}
