import type { GameView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import type { Namer } from '../lib/params';
import { useOptionalText } from '../lib/optional';

export function RoleCard({ view, namer, ns }: { view: GameView; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  if (view.viewer.kind !== 'seat') return null;
  const seatId = view.viewer.seat;
  const me = view.seats.find((s) => s.id === seatId);
  if (!me?.role) return null;
  const mates = view.seats.filter((s) => s.id !== me.id && s.faction && s.faction === me.faction && s.role);
  return (
    <section aria-labelledby="role-title" className="card role-card">
      <h2 id="role-title">{t('game.yourRole')}</h2>
      <p className="role-name">
        <strong>{namer.role(me.role)}</strong>
        {me.faction && <span className="chip">{namer.faction(me.faction)}</span>}
      </p>
      <p>{opt(`${ns}:roles.${me.role}.pm`)}</p>
      {typeof me.attributes?.['family'] === 'string' && me.attributes['family'] !== '' && (
        <p data-testid="your-family">
          {t('game.yourFamily')}: <strong>{namer.seat(me.attributes['family']) ?? me.attributes['family']}</strong>
        </p>
      )}
      {me.modifiers && me.modifiers.length > 0 && (
        <p className="small">
          {t('game.modifiers')}: {me.modifiers.map((m) => t(`${ns}:modifiers.${m.id}.name`, { defaultValue: m.id })).join(', ')}
        </p>
      )}
      {mates.length > 0 && (
        <p className="small">
          {t('game.teammates')}: {namer.list(mates.map((s) => `${s.name} (${namer.role(s.role ?? '')})`))}
        </p>
      )}
    </section>
  );
}
