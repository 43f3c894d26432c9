/**
 * Forms generated from a ruleset's JSON Schema (zod's, input side, served by `rulesets.list/get`):
 * the lobby's settings form (`settingsSchema`) and the sign-up options form (`signupSchema`: a
 * 1923 level and family group, a Gorny buddy). Only flat objects of primitives become fields;
 * anything else is left to the defaults (the server parses the values once).
 */
export type FormField =
  | { name: string; kind: 'boolean'; default: boolean | undefined }
  | { name: string; kind: 'number'; default: number | undefined; min?: number; max?: number; integer: boolean }
  | { name: string; kind: 'enum'; default: string | undefined; options: string[] }
  | { name: string; kind: 'string'; default: string | undefined; maxLength?: number };
/** The settings form's fields (the first form generated from a schema). */
export type SettingField = FormField;

export type FormValues = Record<string, string | boolean>;

type Schema = {
  type?: unknown;
  enum?: unknown;
  default?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  exclusiveMinimum?: unknown;
  maxLength?: unknown;
  properties?: unknown;
};

const asSchema = (v: unknown): Schema => (v && typeof v === 'object' ? (v as Schema) : {});

/** One field per primitive property of an object schema, in the schema's order. */
export function schemaFields(schema: unknown): FormField[] {
  const properties = asSchema(schema).properties;
  if (!properties || typeof properties !== 'object') return [];
  const out: FormField[] = [];
  for (const [name, raw] of Object.entries(properties as Record<string, unknown>)) {
    const s = asSchema(raw);
    if (Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string')) {
      out.push({ name, kind: 'enum', options: s.enum as string[], default: typeof s.default === 'string' ? s.default : undefined });
    } else if (s.type === 'boolean') {
      out.push({ name, kind: 'boolean', default: typeof s.default === 'boolean' ? s.default : undefined });
    } else if (s.type === 'number' || s.type === 'integer') {
      const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (s.type === 'integer' ? 1 : 0) : undefined;
      out.push({
        name,
        kind: 'number',
        integer: s.type === 'integer',
        default: typeof s.default === 'number' ? s.default : undefined,
        ...(min !== undefined ? { min } : {}),
        ...(typeof s.maximum === 'number' ? { max: s.maximum } : {}),
      });
    } else if (s.type === 'string') {
      out.push({
        name,
        kind: 'string',
        default: typeof s.default === 'string' ? s.default : undefined,
        ...(typeof s.maxLength === 'number' ? { maxLength: s.maxLength } : {}),
      });
    }
  }
  return out;
}

/**
 * Form values to the object the server parses: only values that differ from the schema's default
 * (an untouched field keeps the server's default); text is trimmed, and left out when blank.
 */
export function valuesFromForm(fields: FormField[], values: FormValues): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '') continue;
    if (field.kind === 'number') {
      const n = Number(value);
      if (Number.isFinite(n) && n !== field.default) out[field.name] = n;
    } else if (field.kind === 'boolean') {
      if (value !== (field.default ?? false)) out[field.name] = Boolean(value);
    } else if (value !== field.default) out[field.name] = String(value);
  }
  return out;
}

export const settingFields = schemaFields;
export const settingsFromForm = valuesFromForm;

/**
 * The field a sign-up rejection is about (`invalid-signup-options` names the path zod reported),
 * so the form can name it in the reader's language; undefined for other rejections.
 */
export function rejectedField(rejection: { code: string; params?: Record<string, unknown> } | null | undefined, fields: FormField[]): string | undefined {
  if (rejection?.code !== 'invalid-signup-options') return undefined;
  const path = rejection.params?.['path'];
  if (typeof path !== 'string') return undefined;
  const head = path.split('.')[0] ?? '';
  return fields.some((f) => f.name === head) ? head : undefined;
}
