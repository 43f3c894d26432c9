/**
 * Turns the times forums print into ISO-8601 instants with a zone, without a clock: a time
 * the page gives only relative to "now" ("Today, 6:10 PM") cannot be read and is reported.
 */

const ISO_ZONED = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})$/u;

/** `2026-11-20T18:10:00+0000` (XenForo, phpBB `datetime`) → `2026-11-20T18:10:00+00:00`. */
export function isoInstant(value: string | undefined): string | undefined {
  const match = ISO_ZONED.exec(value?.trim() ?? '');
  if (match === null) return undefined;
  const [, date = '', time = '', zone = ''] = match;
  return `${date}T${time}${zone === 'Z' ? 'Z' : normaliseOffset(zone)}`;
}

/** `+3`, `+03`, `+0300`, `+03:00`, `-5.5` → `+03:00` / `-05:30`; undefined when not an offset. */
export function normaliseOffset(value: string): string | undefined {
  const match = /^([+-])(\d{1,2})(?::?(\d{2})|\.(\d+))?$/u.exec(value.trim());
  if (match === null) return undefined;
  const [, sign = '+', hours = '0', minutes, fraction] = match;
  const mins =
    minutes ??
    (fraction === undefined ? '00' : String(Math.round(Number(`0.${fraction}`) * 60)).padStart(2, '0'));
  if (Number(hours) > 14 || Number(mins) > 59) return undefined;
  return `${sign}${hours.padStart(2, '0')}:${mins}`;
}

/**
 * Local date and time as vBulletin and uCoz print them, with the forum's offset:
 * `11-20-2026, 06:10 PM` (vBulletin's default m-d-Y), `20.11.2026, 18:10` (uCoz), `2026-11-20 18:10`.
 */
export function localInstant(text: string, offset: string): string | undefined {
  const date = /(\d{1,4})([-./])(\d{1,2})\2(\d{2,4})/u.exec(text);
  const time = /(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?/u.exec(
    text.slice(date === null ? 0 : date.index + date[0].length),
  );
  if (date === null || time === null) return undefined;
  const [, a = '', separator, b = '', c = ''] = date;
  let year: number;
  let month: number;
  let day: number;
  if (a.length === 4) [year, month, day] = [Number(a), Number(b), Number(c)];
  else if (separator === '.') [day, month, year] = [Number(a), Number(b), Number(c)];
  else [month, day, year] = [Number(a), Number(b), Number(c)];
  if (year < 100) year += 2000;
  let hour = Number(time[1]);
  const minute = Number(time[2]);
  const second = Number(time[3] ?? '0');
  const meridiem = time[4]?.toLowerCase();
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** phpBB's default `D M d, Y g:i a`: `Fri Nov 20, 2026 6:10 pm`, in the given offset. */
export function englishInstant(text: string, offset: string): string | undefined {
  const match = /([A-Z][a-z]{2})[a-z]*\.? (\d{1,2}), (\d{4}),? (\d{1,2}:\d{2}(?::\d{2})?\s*[ap]m)/iu.exec(
    text,
  );
  if (match === null) return undefined;
  const month = MONTHS.indexOf((match[1] ?? '').toLowerCase()) + 1;
  if (month === 0) return undefined;
  return localInstant(
    `${match[3]}-${String(month).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')} ${match[4]}`,
    offset,
  );
}
