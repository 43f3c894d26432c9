import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField, FormValues } from '../lib/settings-form';

/** Which part of the ruleset namespace names the fields: `settings.<name>` or `signup.<name>`. */
export type FormSection = 'settings' | 'signup';

/** The label of a generated field: the ruleset's `<section>.<name>.name`, else the field name. */
export function useFieldLabel(namespace: string, section: FormSection): (name: string) => string {
  const { t } = useTranslation();
  return (name) =>
    t(`${namespace}:${section}.${name}.name`, {
      // The app's own setting names (`settings.dayLength`) predate the ruleset keys; sign-up fields have only the ruleset's.
      defaultValue: section === 'settings' ? t(`settings.${name}`, { defaultValue: name }) : name,
    });
}

/**
 * One labelled input per field of a form generated from a ruleset's JSON Schema. Labels and
 * choices come from the ruleset namespace (`<section>.<name>.name`, `<section>.<name>.<choice>`)
 * when it has them; an optional choice without a default starts empty.
 */
export function SchemaForm({
  fields,
  values,
  onChange,
  namespace,
  section,
  legend,
  invalid,
}: {
  fields: FormField[];
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  namespace: string;
  section: FormSection;
  legend: string;
  /** A field the server refused: marked invalid for assistive technology. */
  invalid?: string | undefined;
}) {
  const { t } = useTranslation();
  const base = useId();
  const labelOf = useFieldLabel(namespace, section);
  return (
    <fieldset className="settings">
      <legend>{legend}</legend>
      {fields.map((field) => {
        const id = `${base}-${field.name}`;
        const label = labelOf(field.name);
        const value = values[field.name] ?? field.default ?? '';
        const aria = field.name === invalid ? { 'aria-invalid': true as const } : {};
        if (field.kind === 'boolean') {
          return (
            <div key={field.name} className="checkbox">
              <input id={id} name={field.name} type="checkbox" checked={Boolean(values[field.name] ?? field.default)} onChange={(e) => onChange(field.name, e.target.checked)} {...aria} />
              <label htmlFor={id}>{label}</label>
            </div>
          );
        }
        return (
          <div key={field.name} className="field">
            <label htmlFor={id}>{label}</label>
            {field.kind === 'enum' ? (
              <select id={id} name={field.name} value={String(value)} onChange={(e) => onChange(field.name, e.target.value)} {...aria}>
                {field.default === undefined && <option value="">{t('game.choose')}</option>}
                {field.options.map((o) => (
                  <option key={o} value={o}>
                    {t(`${namespace}:${section}.${field.name}.options.${o}`, {
                      defaultValue: t(`${namespace}:${section}.${field.name}.${o}`, { defaultValue: t(`settingValues.${o}`, { defaultValue: o }) }),
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
                {...(field.kind === 'string' && field.maxLength !== undefined ? { maxLength: field.maxLength } : {})}
                onChange={(e) => onChange(field.name, e.target.value)}
                {...aria}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The lobby's settings form, generated from the ruleset's settings schema. */
export function SettingsForm({
  fields,
  values,
  onChange,
  namespace,
}: {
  fields: FormField[];
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  namespace: string;
}) {
  const { t } = useTranslation();
  if (fields.length === 0) return <p className="muted">{t('lobby.noSettings')}</p>;
  return <SchemaForm fields={fields} values={values} onChange={onChange} namespace={namespace} section="settings" legend={t('lobby.settings')} />;
}
