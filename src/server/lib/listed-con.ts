import { CONVENTION_MESSAGES, type ConventionSummary } from '../../shared/api/conventions';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http-error';

/**
 * What every con section's routes (going, groups, shoots, plan) ask first: the listed con of the
 * slug, or 404 (a suggested or declined con answers as unknown).
 */
export async function listedCon(
  deps: Pick<AppDeps, 'conventions'>,
  slug: string,
): Promise<ConventionSummary> {
  const con = await deps.conventions.listedBySlug(slug);
  if (!con) throw notFound(CONVENTION_MESSAGES.notFound);
  return con;
}

/** 400 unless `day` is one of the con's days, saying when the con has no dates at all. */
export function requireConDay(con: Pick<ConventionSummary, 'days'>, day: string): void {
  if (con.days.includes(day)) return;
  throw badRequest(con.days.length === 0 ? CONVENTION_MESSAGES.noDates : CONVENTION_MESSAGES.notADay);
}
