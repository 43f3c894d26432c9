import type { GameView, SeatView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import { readBoCard } from '../lib/bo-card';
import type { Namer } from '../lib/params';
import { useOptionalText } from '../lib/optional';
import { ShownInEnglish } from './ShownInEnglish';

/**
 * The viewer's conditions: each status their view carries (the kernel's viewFor shows a private
 * status to its holder only, conan-bo CB-D6.1), in the ruleset's words (`conditions.<id>`, else
 * `statuses.<id>`), with what it names (a disguise's role, a lover) and until when it lasts.
 * A status without a text is left out. A ruleset with `conditions.alive`/`conditions.dead` texts also gets a line without any status.
 */
function Conditions({ me, namer, ns }: { me: SeatView; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  // A status the ruleset has no words for is left out rather than shown as its id.
  const lines = me.statuses.flatMap((status) => {
    const text = opt(`${ns}:conditions.${status.id}`) || opt(`${ns}:statuses.${status.id}`);
    if (!text) return [];
    const role = typeof status.data?.['role'] === 'string' ? namer.role(status.data['role']) : null;
    const partner = typeof status.data?.['partner'] === 'string' ? namer.seat(status.data['partner']) : undefined;
    return [{ id: status.id, text, detail: [role, partner].filter(Boolean).join(', '), until: status.expires }];
  });
  const plain = opt(`${ns}:conditions.${me.alive ? 'alive' : 'dead'}`);
  if (lines.length === 0 && !plain) return null;
  return (
    <div data-testid="conditions">
      <h3>{t('game.conditions')}</h3>
      <ul className="conditions">
        {lines.length === 0 || !me.alive ? <li data-condition={me.alive ? 'alive' : 'dead'}>{plain}</li> : null}
        {me.alive &&
          lines.map((line) => (
            <li key={line.id} data-condition={line.id}>
              {line.text}
              {line.detail && <strong> ({line.detail})</strong>}
              {line.until && <span className="muted small"> {line.until.kind === 'day' ? t('game.conditionUntil.day', { number: line.until.number }) : t('game.conditionUntil.night', { number: line.until.number })}</span>}
            </li>
          ))}
      </ul>
    </div>
  );
}

export function RoleCard({ view, namer, ns }: { view: GameView; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const opt = useOptionalText();
  if (view.viewer.kind !== 'seat') return null;
  const seatId = view.viewer.seat;
  const me = view.seats.find((s) => s.id === seatId);
  if (!me?.role) return null;
  const known = view.seats.filter((s) => s.id !== me.id && s.faction && s.faction === me.faction && s.role);
  // A dead player's role is public once revealed: it makes them a teammate only for a faction whose
  // members know each other, which a living mate's known role shows (a town player sees none).
  const mates = known.some((s) => s.alive && !s.removed) ? known : [];
  // conan-bo CB-D3: a BO member's rank, and whether they lead (CB-25), from the BO's card.
  const card = readBoCard(view.data);
  const rank = card?.members.find((m) => m.seat === me.id)?.rank;
  return (
    <section aria-labelledby="role-title" className="card role-card">
      <h2 id="role-title">{t('game.yourRole')}</h2>
      <p className="role-name">
        <strong>{namer.role(me.role)}</strong>
        {me.faction && <span className="chip">{namer.faction(me.faction)}</span>}
        <ShownInEnglish textKey={`${ns}:roles.${me.role}.name`} />
      </p>
      {rank !== undefined && (
        <p data-testid="your-rank">
          {t(`${ns}:bo.ranks.rank`, { rank })}
          {card?.leader === me.id && <span className="chip">{t(`${ns}:bo.ranks.leader`)}</span>}
        </p>
      )}
      <p>
        {opt(`${ns}:roles.${me.role}.pm`)} <ShownInEnglish textKey={`${ns}:roles.${me.role}.pm`} />
      </p>
      {/* Issue #21: the team's goal, and how this role works for the team that holds it (a black
          Russian commissar is not a red one), when the ruleset writes them. */}
      {me.faction && opt(`${ns}:overlay.${me.faction}.${me.role}`) && (
        <p data-testid="role-overlay">
          {opt(`${ns}:overlay.${me.faction}.${me.role}`)} <ShownInEnglish textKey={`${ns}:overlay.${me.faction}.${me.role}`} />
        </p>
      )}
      {me.faction && opt(`${ns}:factions.${me.faction}.pm`) && (
        <p data-testid="team-pm">
          {opt(`${ns}:factions.${me.faction}.pm`)} <ShownInEnglish textKey={`${ns}:factions.${me.faction}.pm`} />
        </p>
      )}
      {/* A seat attribute the ruleset names for its holder (the Russian negative and elite roles). */}
      {Object.entries(me.attributes ?? {}).flatMap(([key, value]) => {
        const label = typeof value === 'string' ? opt(`${ns}:attributes.${key}.name`) : '';
        const text = label ? opt(`${ns}:attributes.${key}.values.${String(value)}`) : '';
        return label && text
          ? [
              <p key={key} data-testid={`your-${key}`}>
                {label}: <strong>{text}</strong> <ShownInEnglish textKey={`${ns}:attributes.${key}.values.${String(value)}`} />
              </p>,
            ]
          : [];
      })}
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
      <Conditions me={me} namer={namer} ns={ns} />
      {mates.length > 0 && (
        <p className="small">
          {t('game.teammates')}: {namer.list(mates.map((s) => `${s.name} (${namer.role(s.role ?? '')})`))}
        </p>
      )}
    </section>
  );
}
