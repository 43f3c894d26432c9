/**
 * The lobby's settings form, generated from the ruleset's settings schema (JSON Schema from zod,
 * served by `rulesets.list`). Only flat objects of primitives become fields; anything else is left
 * to the defaults (the server parses the settings once, at creation).
 */
export type SettingField =
  | { name: string; kind: 'boolean'; default: boolean | undefined }
  | { name: string; kind: 'number'; default: number | undefined; min?: number; max?: number; integer: boolean }
  | { name: string; kind: 'enum'; default: string | undefined; options: string[] }
  | { name: string; kind: 'string'; default: string | undefined };

type Schema = { type?: unknown; enum?: unknown; default?: unknown; minimum?: unknown; maximum?: unknown; exclusiveMinimum?: unknown; properties?: unknown };

const asSchema = (v: unknown): Schema => (v && typeof v === 'object' ? (v as Schema) : {});

export function settingFields(schema: unknown): SettingField[] {
  const properties = asSchema(schema).properties;
  if (!properties || typeof properties !== 'object') return [];
  const out: SettingField[] = [];
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
      out.push({ name, kind: 'string', default: typeof s.default === 'string' ? s.default : undefined });
    }
  }
  return out;
}

/** Form values to the settings object: only values the host changed from the default are sent. */
export function settingsFromForm(fields: SettingField[], values: Record<string, string | boolean>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === '') continue;
    if (field.kind === 'number') {
      const n = Number(value);
      if (Number.isFinite(n) && n !== field.default) out[field.name] = n;
    } else if (field.kind === 'boolean') {
      if (value !== field.default) out[field.name] = Boolean(value);
    } else if (value !== field.default) out[field.name] = String(value);
  }
  return out;
}
