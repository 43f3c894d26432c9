import type { AvailableCommand } from '@mafia/kernel';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { useTRPC, type CommandResult } from '../trpc';
import { CommandFeedback } from './Feedback';
import { useOptionalText } from '../lib/optional';
import { abilityTextId, moveHeading } from '../lib/granted-move';
import { BO_ABILITY, boHidesAbility, boHidesOption, boSlotChoices, type BoCard } from '../lib/bo-card';

type Submit = Extract<AvailableCommand, { type: 'submit-intent' }>;

/**
 * How many target menus to show, from the engine's `available` data: exactly `count` when the
 * ability takes a fixed number (seed 002's Mafia kill arrives as ceil(living / 20) for `count` and
 * `min`, kernel `TargetSpec.counted`: two menus at 34 players, no spare); for optional extra targets
 * (`min` < `count`, the Russian Politician's 1 to 9) the minimum, then one more each time all
 * shown are filled, up to `count`.
 */
export function targetMenus(targets: { count: number; min: number }, chosen: number): number {
  return Math.min(targets.count, Math.max(targets.min, chosen + (chosen >= targets.min ? 1 : 0), 1));
}

/** A ruleset's own name for a target menu: conan-bo's kill order names its killer and its victim (CB-D13.1). */
const SLOT_LABELS: Record<string, string[]> = { [BO_ABILITY.killOrder]: ['bo.kill-order.killer', 'bo.kill-order.victim'] };

function ActionForm({ gameId, action, namer, ns, canWithdraw, card, me }: { gameId: string; action: Submit; namer: Namer; ns: string; canWithdraw: boolean; card: BoCard | null; me: string | null }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  const trpc = useTRPC();
  const base = useId();
  const [targets, setTargets] = useState<string[]>(() => action.current?.targets ?? []);
  const [options, setOptions] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CommandResult | null>(null);
  const act = useMutation(trpc.game.act.mutationOptions({ onSuccess: setResult }));
  const withdraw = useMutation(trpc.game.withdraw.mutationOptions({ onSuccess: setResult }));
  const chosen = targets.filter(Boolean);
  // A granted move (`heal@undead-Com`) reads as the role's move with its source (lib/granted-move.ts).
  const heading = moveHeading(action, namer, t);
  // A further optional menu with nothing left to choose (every BO member already listed) is not shown.
  const slots = Array.from({ length: targetMenus(action.targets, chosen.length) }, (_, i) => i).filter(
    (i) => i < action.targets.min || boSlotChoices(card, me, action.ability, i, targets, action.targets.choices).length > 0,
  );
  return (
    <form
      className="action"
      data-ability={action.ability}
      data-proxy={action.proxy?.seat}
      onSubmit={(e) => {
        e.preventDefault();
        // A move offered for another seat (a servant's for his absent master) goes with its proxy: the server wraps it.
        act.mutate({ gameId, ability: action.ability, targets: chosen, ...(Object.keys(options).length ? { options } : {}), ...(action.proxy ? { proxy: action.proxy } : {}) });
      }}
    >
      <h3>{heading.title}</h3>
      {heading.via !== null && <p className="small muted">{heading.via}</p>}
      {action.proxy && <p className="small" data-testid={`proxy-${action.ability}`}>{t('game.proxyMove', { seat: namer.seat(action.proxy.seat) ?? action.proxy.seat })}</p>}
      <p className="small muted">{opt(`${ns}:abilities.${abilityTextId(action)}.summary`)}</p>
      {action.ability === BO_ABILITY.giveSuitcase && card && <p className="small">{opt(`${ns}:bo.suitcase-list`)}</p>}
      {slots.map((i) => (
        <div key={i} className="field">
          <label htmlFor={`${base}-t${i}`}>
            {opt(`${ns}:${SLOT_LABELS[action.ability]?.[i] ?? '-'}`) || (action.targets.count > 1 ? t('game.targetN', { n: i + 1 }) : t('game.target'))}
          </label>
          <select
            id={`${base}-t${i}`}
            data-testid={`target-${action.ability}-${i}`}
            value={targets[i] ?? ''}
            onChange={(e) => {
              const next = [...targets];
              next[i] = e.target.value;
              setTargets(next);
              // A rejection of the earlier targets no longer applies (issue #21).
              setResult(null);
            }}
          >
            <option value="">{t('game.choose')}</option>
            {boSlotChoices(card, me, action.ability, i, targets, action.targets.choices).map((c) => (
              <option key={c} value={c}>
                {namer.seat(c) ?? c}
              </option>
            ))}
          </select>
        </div>
      ))}
      {action.options.filter((option) => !boHidesOption(card, action.ability, option.name, targets)).map((option) => (
        <div key={option.name} className="field">
          <label htmlFor={`${base}-o-${option.name}`}>{t(`${ns}:options.${option.name}.name`, { defaultValue: option.name })}</label>
          <select id={`${base}-o-${option.name}`} data-testid={`option-${action.ability}-${option.name}`} value={options[option.name] ?? ''} onChange={(e) => {
              setOptions({ ...options, [option.name]: e.target.value });
              setResult(null);
            }}>
            <option value="">{t('game.choose')}</option>
            {option.values.map((v) => (
              <option key={v} value={v}>
                {t(`${ns}:options.${option.name}.values.${v}`, { defaultValue: v })}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="row">
        <button type="submit" className="primary" disabled={chosen.length < action.targets.min || act.isPending}>
          {t('game.submitAction')}
        </button>
        {canWithdraw && (
          <button type="button" onClick={() => withdraw.mutate({ gameId, ability: action.ability })}>
            {t('game.withdrawAction')}
          </button>
        )}
      </div>
      {action.current && (
        <p className="small" role="status">
          {t('game.currentAction', { targets: namer.list(action.current.targets.map((x) => namer.seat(x) ?? x)) })}
        </p>
      )}
      <div aria-live="polite">
        <CommandFeedback result={result} />
      </div>
      {result?.ok && <p className="small visually-hidden" role="status">{t('game.actionSaved')}</p>}
    </form>
  );
}

/** The actions available now, from the server's `available` list, each with its target pickers. */
export function Actions({ gameId, available, namer, ns, card = null, me = null }: { gameId: string; available: AvailableCommand[]; namer: Namer; ns: string; card?: BoCard | null; me?: string | null }) {
  const { t } = useTranslation();
  // conan-bo: the suitcase forms only for the leader and tonight's holder (lib/bo-card.ts).
  const actions = available.filter((a): a is Submit => a.type === 'submit-intent' && !boHidesAbility(card, me, a.ability));
  return (
    <section aria-labelledby="actions-title" className="card">
      <h2 id="actions-title">{t('game.actions')}</h2>
      {actions.length === 0 && <p className="muted">{t('game.noActions')}</p>}
      {actions.map((action) => (
        <ActionForm
          key={`${action.proxy?.seat ?? ''}:${action.ability}:${action.current?.targets.join(',') ?? ''}`}
          gameId={gameId}
          action={action}
          namer={namer}
          ns={ns}
          canWithdraw={action.proxy === undefined && available.some((a) => a.type === 'withdraw-intent' && a.ability === action.ability)}
          card={card}
          me={me}
        />
      ))}
    </section>
  );
}
