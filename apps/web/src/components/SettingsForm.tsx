import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingField } from '../lib/settings-form';

/** One labelled input per setting; labels come from the ruleset namespace (`settings.<name>`) when it has them. */
export function SettingsForm({
  fields,
  values,
  onChange,
  namespace,
}: {
  fields: SettingField[];
  values: Record<string, string | boolean>;
  onChange: (name: string, value: string | boolean) => void;
  namespace: string;
}) {
  const { t } = useTranslation();
  const base = useId();
  if (fields.length === 0) return <p className="muted">{t('lobby.noSettings')}</p>;
  return (
    <fieldset className="settings">
      <legend>{t('lobby.settings')}</legend>
      {fields.map((field) => {
        const id = `${base}-${field.name}`;
        const label = t(`${namespace}:settings.${field.name}.name`, { defaultValue: t(`settings.${field.name}`, { defaultValue: field.name }) });
        const value = values[field.name] ?? (field.default ?? '');
        if (field.kind === 'boolean') {
          return (
            <div key={field.name} className="checkbox">
              <input id={id} name={field.name} type="checkbox" checked={Boolean(values[field.name] ?? field.default)} onChange={(e) => onChange(field.name, e.target.checked)} />
              <label htmlFor={id}>{label}</label>
            </div>
          );
        }
        return (
          <div key={field.name} className="field">
            <label htmlFor={id}>{label}</label>
            {field.kind === 'enum' ? (
              <select id={id} name={field.name} value={String(value)} onChange={(e) => onChange(field.name, e.target.value)}>
                {field.options.map((o) => (
                  <option key={o} value={o}>
                    {t(`${namespace}:settings.${field.name}.options.${o}`, {
                      defaultValue: t(`${namespace}:settings.${field.name}.${o}`, { defaultValue: t(`settingValues.${o}`, { defaultValue: o }) }),
                    })}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={field.name}
                type={field.kind === 'number' ? 'number' : 'text'}
                value={String(value)}
                {...(field.kind === 'number' && field.min !== undefined ? { min: field.min } : {})}
                {...(field.kind === 'number' && field.max !== undefined ? { max: field.max } : {})}
                onChange={(e) => onChange(field.name, e.target.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
