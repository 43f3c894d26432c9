import type { AvailableCommand } from '@mafia/kernel';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC, type CommandResult } from '../trpc';
import { CommandFeedback } from './Feedback';

type WriteWill = Extract<AvailableCommand, { type: 'write-will' }>;

/**
 * A living player's last will (issue #6), where the game has wills: only the player and the host
 * read it until the player dies; then it is shown with the dead (Players).
 */
export function Will({ gameId, command }: { gameId: string; command: WriteWill }) {
  const { t } = useTranslation();
  const id = useId();
  const trpc = useTRPC();
  const [text, setText] = useState(command.current ?? '');
  const [result, setResult] = useState<CommandResult | null>(null);
  const write = useMutation(trpc.game.writeWill.mutationOptions({ onSuccess: setResult }));
  const saved = (command.current ?? '') === text;
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`}>{t('game.will')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          write.mutate({ gameId, text });
        }}
      >
        <label htmlFor={id} className="small muted">
          {t('game.willHint')}
        </label>
        <textarea
          id={id}
          rows={4}
          data-testid="will"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setResult(null);
          }}
        />
        <p className="small muted">{t('game.willLength', { length: text.length, max: command.maxLength })}</p>
        <button type="submit" disabled={write.isPending || saved}>
          {t('game.willSave')}
        </button>
        {result?.ok && saved && (
          <p className="small" role="status">
            {t('game.willSaved')}
          </p>
        )}
        <CommandFeedback result={result} error={write.error} />
      </form>
    </section>
  );
}
