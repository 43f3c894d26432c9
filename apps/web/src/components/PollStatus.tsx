import type { PollView } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';

/**
 * A poll's open/closed badge, agreeing with the poll's noun where the language needs it (issue #21:
 * "суд закрыт", "охота на ведьм открыта", "выборы мэра открыты"). The ruleset's locale declares each
 * poll noun's gender under `grammar.polls` (packages/i18n grammar.ts); the status text has one form
 * per gender, picked through i18next's `context`. English declares nothing and reads the plain key.
 */
export function PollStatus({ poll, ns }: { poll: Pick<PollView, 'id' | 'status'>; ns: string }) {
  const { t } = useTranslation();
  const gender = t(`${ns}:grammar.polls.${poll.id}`, { defaultValue: '' });
  return <span className={`badge status-${poll.status}`}>{t(`game.poll.${poll.status}`, gender ? { context: gender } : {})}</span>;
}
