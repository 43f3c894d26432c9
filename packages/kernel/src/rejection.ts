import type { JsonObject } from './json';

/**
 * A player's mistake is a value, never an exception (style rule 3). `code` doubles as the i18n key
 * suffix: the client renders `rejections.<code>` with `params`.
 */
export interface Rejection {
  code: string;
  params?: JsonObject;
}

export type Decision<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };

export const reject = (code: string, params?: JsonObject): { ok: false; rejection: Rejection } =>
  params ? { ok: false, rejection: { code, params } } : { ok: false, rejection: { code } };
