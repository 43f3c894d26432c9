import { LANGUAGE_CODES } from '@mafia/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePhaseLines, parsePlayerLines } from '../../lib/forum-setup';
import { navigate } from '../../router';
import { useTRPC } from '../../trpc';
import { CommandFeedback } from '../Feedback';
import { SettingsForm } from '../SettingsForm';
import { settingFields, settingsFromForm } from '../../lib/settings-form';

/**
 * Creates a game played on an external forum (issue #23): the ruleset and setup, the thread's
 * players (forum names, aliases, the roles the host dealt), the phase timeline and the thread's
 * language. The game starts at once; the host lands on the forum console.
 */
export function ForumCreate() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const rulesets = useQuery(trpc.rulesets.list.queryOptions()).data ?? [];
  const ids = { title: useId(), ruleset: useId(), setup: useId(), players: useId(), hosts: useId(), phases: useId(), minPosts: useId(), language: useId(), seed: useId(), utc: useId(), form: useId() };
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ title: '', rulesetId: '', setupId: '', players: '', hosts: '', phases: '', minPosts: '', language: '', seed: '', utcOffset: '' });
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const ruleset = rulesets.find((r) => r.id === form.rulesetId) ?? rulesets[0];
  const setup = ruleset?.setups.find((s) => s.id === form.setupId) ?? ruleset?.setups[0];
  // A Russian ruleset's forums write Russian (seed 004); the host may choose otherwise.
  const language = form.language || (ruleset?.id.startsWith('russian') ? 'ru' : 'en');
  const fields = useMemo(() => settingFields(ruleset?.settingsSchema), [ruleset]);
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const players = parsePlayerLines(form.players);
  const phases = parsePhaseLines(form.phases);
  const problems = [...players.problems, ...phases.problems];
  const create = useMutation(trpc.forum.create.mutationOptions({ onSuccess: (r) => r.ok && r.gameId && navigate({ name: 'host', id: r.gameId }) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ruleset || !setup || problems.length > 0) return;
    const hosts = form.hosts.split(',').map((h) => h.trim()).filter(Boolean);
    create.mutate({
      title: form.title,
      rulesetId: ruleset.id,
      setupId: setup.id,
      settings: settingsFromForm(fields, values),
      ...(form.seed.trim() ? { seed: form.seed.trim() } : {}),
      forum: {
        players: players.players,
        hosts,
        phases: phases.phases,
        ...(form.minPosts.trim() ? { minPosts: Number(form.minPosts) } : {}),
        ...(form.utcOffset.trim() ? { utcOffset: form.utcOffset.trim() } : {}),
        language: language as (typeof LANGUAGE_CODES)[number],
      },
    });
  };

  return (
    <section aria-labelledby="forum-create-title" className="card">
      <h2 id="forum-create-title">{t('forumGame.create')}</h2>
      <p className="hint">{t('forumGame.createHint')}</p>
      {/* Closed until asked for: most visitors create a native game, and one open form keeps the page short. */}
      <button type="button" aria-expanded={open} aria-controls={ids.form} onClick={() => setOpen(!open)}>
        {t('forumGame.open')}
      </button>
      {open && (
      <form id={ids.form} onSubmit={submit} className="stack">
        <label htmlFor={ids.title}>{t('lobby.title')}</label>
        <input id={ids.title} name="forumTitle" required maxLength={120} value={form.title} onChange={set('title')} />
        <label htmlFor={ids.ruleset}>{t('lobby.ruleset')}</label>
        <select id={ids.ruleset} name="forumRuleset" value={ruleset?.id ?? ''} onChange={(e) => {
            setForm({ ...form, rulesetId: e.target.value, setupId: '' });
            setValues({});
          }}>
          {rulesets.map((r) => (
            <option key={r.id} value={r.id}>
              {t(`${r.id}:name`, { defaultValue: r.id })}
            </option>
          ))}
        </select>
        <label htmlFor={ids.setup}>{t('lobby.setup')}</label>
        <select id={ids.setup} name="forumSetup" value={setup?.id ?? ''} onChange={set('setupId')}>
          {ruleset?.setups.map((s) => (
            <option key={s.id} value={s.id}>
              {t(`${ruleset.id}:setups.${s.id}.name`, { defaultValue: s.id })} — {t('lobby.players', { count: s.players })}
            </option>
          ))}
        </select>
        {setup && ruleset && <p className="hint">{t('forumGame.rolesHint', { roles: setup.roles.join(', ') })}</p>}
        {ruleset && <SettingsForm fields={fields} values={values} namespace={ruleset.id} onChange={(name, value) => setValues({ ...values, [name]: value })} />}
        <label htmlFor={ids.players}>{t('forumGame.players')}</label>
        <textarea id={ids.players} name="forumPlayers" rows={7} required value={form.players} onChange={set('players')} placeholder="Noodle | Noods | goon" />
        <label htmlFor={ids.hosts}>{t('forumGame.hosts')}</label>
        <input id={ids.hosts} name="forumHosts" value={form.hosts} onChange={set('hosts')} />
        <label htmlFor={ids.phases}>{t('forumGame.phases')}</label>
        <textarea id={ids.phases} name="forumPhases" rows={4} value={form.phases} onChange={set('phases')} placeholder="day 1 | 2026-11-20T18:00Z | 2026-11-21T18:00Z" />
        <label htmlFor={ids.minPosts}>{t('forumGame.minPosts')}</label>
        <input id={ids.minPosts} name="forumMinPosts" type="number" min={0} max={1000} value={form.minPosts} onChange={set('minPosts')} />
        <label htmlFor={ids.language}>{t('forumGame.language')}</label>
        <select id={ids.language} name="forumLanguage" value={language} onChange={set('language')}>
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <details className="advanced">
          <summary>{t('lobby.advanced')}</summary>
          <label htmlFor={ids.utc}>{t('forumGame.utcOffset')}</label>
          <input id={ids.utc} name="forumUtcOffset" value={form.utcOffset} onChange={set('utcOffset')} placeholder="+03:00" pattern="[+\-]\d\d:\d\d" />
          <label htmlFor={ids.seed}>{t('lobby.seed')}</label>
          <input id={ids.seed} name="forumSeed" value={form.seed} maxLength={32} pattern="[A-Za-z0-9_\-]{1,32}" onChange={set('seed')} />
        </details>
        {problems.map((p) => (
          <p key={`${p.code}-${p.line}`} role="alert" className="error">
            {t(`forumGame.lineProblems.${p.code}`, { line: p.line })}
          </p>
        ))}
        <CommandFeedback result={create.data ?? null} error={create.error} />
        <button type="submit" className="primary" disabled={create.isPending || !ruleset || problems.length > 0}>
          {t('forumGame.createSubmit')}
        </button>
      </form>
      )}
    </section>
  );
}
