import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { durationFields, parseDuration, splitDuration } from '../lib/durations';
import type { FormField, FormValues } from '../lib/settings-form';
import { useRuleset } from '../lib/use-ruleset';

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
  durations,
}: {
  fields: FormField[];
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  namespace: string;
  section: FormSection;
  legend: string;
  /** A field the server refused: marked invalid for assistive technology. */
  invalid?: string | undefined;
  /** Fields holding a step duration in ms, shown as hours + minutes (`rulesets.get` `durations`). */
  durations?: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const base = useId();
  const labelOf = useFieldLabel(namespace, section);
  const asDuration = durationFields(fields, durations);
  return (
    <fieldset className="settings">
      <legend>{legend}</legend>
      {fields.map((field) => {
        const id = `${base}-${field.name}`;
        const label = labelOf(field.name);
        const value = values[field.name] ?? field.default ?? '';
        const aria = field.name === invalid ? { 'aria-invalid': true as const } : {};
        if (asDuration.has(field.name)) {
          // Keyed by the default too: another ruleset's field of the same name starts from its own default.
          return (
            <DurationField
              key={`${namespace}:${field.name}:${String(field.default)}`}
              id={id}
              name={field.name}
              label={label}
              ms={Number(value)}
              invalid={field.name === invalid}
              onChange={(ms) => onChange(field.name, ms)}
            />
          );
        }
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

/**
 * A step duration as two number boxes, hours and minutes, grouped under the field's label. The form
 * value stays milliseconds (a string, like every typed number); a box that makes no positive length
 * is marked invalid with its reason, and blocks the form's submit through the browser's validation.
 */
function DurationField({
  id,
  name,
  label,
  ms,
  invalid,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  ms: number;
  invalid: boolean;
  onChange: (ms: string) => void;
}) {
  const { t } = useTranslation();
  const start = Number.isFinite(ms) && ms > 0 ? splitDuration(ms) : { hours: 0, minutes: 0 };
  const [boxes, setBoxes] = useState({ hours: String(start.hours), minutes: String(start.minutes) });
  const parsed = parseDuration(boxes.hours, boxes.minutes);
  const problem = parsed.ok ? null : t(`lobby.durationProblems.${parsed.problem}`);
  const errorId = `${id}-problem`;
  const update = (next: { hours: string; minutes: string }) => {
    setBoxes(next);
    const result = parseDuration(next.hours, next.minutes);
    if (result.ok) onChange(String(result.ms));
  };
  const boxProps = (part: 'hours' | 'minutes') => ({
    id: `${id}-${part}`,
    name: `${name}.${part}`,
    type: 'number' as const,
    inputMode: part === 'hours' ? ('numeric' as const) : ('decimal' as const),
    min: 0,
    ...(part === 'hours' ? { step: 1 } : { max: 59.999, step: 'any' }),
    value: boxes[part],
    onChange: (e: ChangeEvent<HTMLInputElement>) => update({ ...boxes, [part]: e.target.value }),
    // The browser refuses to submit while the length is not a positive duration.
    ref: (el: HTMLInputElement | null) => el?.setCustomValidity(problem ?? ''),
    ...(problem || invalid ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
  });
  return (
    <fieldset className="field duration" data-duration={name}>
      <legend>{label}</legend>
      <span className="duration-part">
        <input {...boxProps('hours')} />
        <label htmlFor={`${id}-hours`}>{t('lobby.hours')}</label>
      </span>
      <span className="duration-part">
        <input {...boxProps('minutes')} />
        <label htmlFor={`${id}-minutes`}>{t('lobby.minutes')}</label>
      </span>
      {problem && (
        <p id={errorId} className="error" role="alert">
          {problem}
        </p>
      )}
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
  // The manifest is already cached by the lobby (`rulesets.get`); it names the duration fields.
  const manifest = useRuleset(namespace);
  if (fields.length === 0) return <p className="muted">{t('lobby.noSettings')}</p>;
  return (
    <SchemaForm
      fields={fields}
      values={values}
      onChange={onChange}
      namespace={namespace}
      section="settings"
      legend={t('lobby.settings')}
      durations={manifest.data?.durations}
    />
  );
}
