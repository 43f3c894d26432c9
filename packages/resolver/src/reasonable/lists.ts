// Small list helpers of the counter graph (graph.ts): sorts and dedupes for the short lists a
// reason holds, without the native sort's work array or a closure per call.
import { compareText } from '../input';
import type { ReasonPart } from '../types';
import type { ReasonNode } from './reasons';

/** Insertion sort for the short lists here (native sort allocates a work array per call). */
export function sortNumbers(list: number[]): void {
  for (let i = 1; i < list.length; i += 1) {
    const value = list[i] as number;
    let j = i - 1;
    while (j >= 0 && (list[j] as number) > value) {
      list[j + 1] = list[j] as number;
      j -= 1;
    }
    list[j + 1] = value;
  }
}

export function sortedUnique(list: number[]): number[] {
  const unique = [...new Set(list)];
  sortNumbers(unique);
  return unique;
}

/** Counters in id order (deterministic traces); ids are unique within a night. */
export function sortById(list: ReasonNode[]): void {
  if (list.length > 24) {
    list.sort((a, b) => compareText(a.id, b.id));
    return;
  }
  for (let i = 1; i < list.length; i += 1) {
    const value = list[i] as ReasonNode;
    let j = i - 1;
    while (j >= 0 && (list[j] as ReasonNode).id > value.id) {
      list[j + 1] = list[j] as ReasonNode;
      j -= 1;
    }
    list[j + 1] = value;
  }
}

export function uniqueParts(parts: ReasonPart[]): ReasonPart[] {
  const seen = new Set<string>();
  return parts.filter((p) => {
    const key = `${p.action}/${p.component}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
