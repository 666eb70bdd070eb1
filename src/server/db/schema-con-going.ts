import type { Generated } from 'kysely';
import type { ConGoingVisibility } from '../../shared/api/con-going';

/** A member going to a con and who may see it (migration 027). Times are epoch ms. */
export interface ConAttendanceTable {
  convention_id: number;
  user_id: number;
  visibility: Generated<ConGoingVisibility>;
  created_at: number;
  updated_at: number;
}

/** One day of it: YYYY-MM-DD, and what they wear (empty: not decided). */
export interface ConAttendanceDaysTable {
  convention_id: number;
  user_id: number;
  day: string;
  character: Generated<string>;
  series: Generated<string>;
  /** The member's project worn that day, or null (migration 036). */
  project_id: number | null;
}

export interface ConGoingTables {
  con_attendance: ConAttendanceTable;
  con_attendance_days: ConAttendanceDaysTable;
}
