/** Outcome of a calculator: the results, or a message saying why there are none. */
export type CalcResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function ok<T>(value: T): CalcResult<T> {
  return { ok: true, value };
}

export function fail<T>(error: string): CalcResult<T> {
  return { ok: false, error };
}
