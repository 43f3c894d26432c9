import type { GameView } from '@mafia/kernel';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namer } from './params';

/** Names for ids in the reader's language: seats from the view, the rest from the ruleset namespace. */
export function useNamer(view: GameView | null | undefined, ns: string): Namer {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const seats = new Map((view?.seats ?? []).map((s) => [s.id, s.name]));
    const listFormat = new Intl.ListFormat(i18n.language === 'en-XA' ? 'en' : i18n.language, { type: 'conjunction' });
    return {
      seat: (id) => seats.get(id) ?? (id === 'none' ? t('game.noElimination') : id === 'abstain' ? t('game.abstain') : undefined),
      role: (id) => t(`${ns}:roles.${id}.name`, { defaultValue: id }),
      faction: (id) => t(`${ns}:factions.${id}.name`, { defaultValue: id }),
      ability: (id) => t(`${ns}:abilities.${id}.name`, { defaultValue: id }),
      value: (id) => t(`${ns}:values.${id}`, { defaultValue: t(`values.${id}`, { defaultValue: id }) }),
      reason: (id) => t(`${ns}:reasons.${id}`, { defaultValue: t(`reasons.${id}`, { defaultValue: id }) }),
      list: (items) => (items.length === 0 ? t('game.nobody') : listFormat.format(items)),
    };
  }, [view, ns, t, i18n.language]);
}
