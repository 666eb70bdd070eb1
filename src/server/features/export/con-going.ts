import { type ExportedConGoing, exportedConGoing } from '../../../shared/api/con-going';
import type { AppDeps } from '../../deps';

/** con-going.json: every con the member said they go to, with who may see it and each day's costume. */
export async function exportedConAttendance(deps: AppDeps, userId: number): Promise<ExportedConGoing> {
  const rows = await deps.conGoing.ofMember(userId);
  const bySlug = new Map<string, ExportedConGoing[number]>();
  for (const row of rows) {
    let con = bySlug.get(row.slug);
    if (!con) {
      con = {
        convention: row.name,
        slug: row.slug,
        visibility: row.visibility,
        days: [],
        updatedAt: new Date(Number(row.updated_at)).toISOString(),
      };
      bySlug.set(row.slug, con);
    }
    if (row.day !== null)
      con.days.push({ day: row.day, character: row.character ?? '', series: row.series ?? '' });
  }
  return exportedConGoing.parse([...bySlug.values()]);
}
