import { GROUP_LIMITS } from '../../../shared/api/groups';

/** A group's address from its name: lowercase ASCII letters and digits joined by single dashes. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, GROUP_LIMITS.name)
    .replace(/^-+|-+$/g, '');
}

/** `base`, or base-2, base-3, … : the first that `taken` does not hold. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
