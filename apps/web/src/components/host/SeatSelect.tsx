import type { GameView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';

/** A seat picker with an empty "choose" option, used by every host form. */
export function SeatSelect(props: {
  id: string;
  seats: GameView['seats'];
  value: string;
  onChange: (seat: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">{t('game.choose')}</option>
      {props.seats.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
