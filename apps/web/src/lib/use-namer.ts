import type { GameView } from '@mafia/kernel';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namer } from './params';

/** Names for ids in the reader's language: seats from the view, the rest from the ruleset namespace. */
export function useNamer(view: GameView | null | undefined, ns: string): Namer {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    /**
     * A poll or action choice that is not a seat (seed 002's families, `family-2`): the ruleset's
     * `choices.<id>` text, or `choices.<prefix>` with the number (`choices.family`: "Family {{n}}").
     */
    const choiceName = (id: string): string | undefined => {
      if (i18n.exists(`${ns}:choices.${id}`)) return t(`${ns}:choices.${id}`);
      const numbered = /^(.+)-(\d+)$/.exec(id);
      if (numbered?.[1] && i18n.exists(`${ns}:choices.${numbered[1]}`)) return t(`${ns}:choices.${numbered[1]}`, { n: Number(numbered[2]) });
      return undefined;
    };
    const seats = new Map((view?.seats ?? []).map((s) => [s.id, s.name]));
    const listFormat = new Intl.ListFormat(i18n.language === 'en-XA' ? 'en' : i18n.language, { type: 'conjunction' });
    return {
      seat: (id) => seats.get(id) ?? (id === 'none' ? t('game.noElimination') : id === 'abstain' ? t('game.abstain') : choiceName(id)),
      role: (id) => t(`${ns}:roles.${id}.name`, { defaultValue: id }),
      faction: (id) => t(`${ns}:factions.${id}.name`, { defaultValue: id }),
      ability: (id) => t(`${ns}:abilities.${id}.name`, { defaultValue: id }),
      value: (id) => t(`${ns}:values.${id}`, { defaultValue: t(`values.${id}`, { defaultValue: id }) }),
      reason: (id) => t(`${ns}:reasons.${id}`, { defaultValue: t(`reasons.${id}`, { defaultValue: id }) }),
      list: (items) => (items.length === 0 ? t('game.nobody') : listFormat.format(items)),
      text: (keys) => {
        const found = keys.find((k) => i18n.exists(`${ns}:${k}`));
        return found === undefined ? undefined : t(`${ns}:${found}`);
      },
    };
  }, [view, ns, t, i18n.language]);
}
