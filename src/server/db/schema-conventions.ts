import type { Generated } from 'kysely';
import type { ConventionStatus } from '../../shared/api/conventions';

/** A convention (migration 026). Days are YYYY-MM-DD in the con's state; times are epoch ms. */
export interface ConventionsTable {
  id: Generated<number>;
  /** The address of its page, /cons/{slug}: lowercase letters, digits and dashes. */
  slug: string;
  name: string;
  venue: Generated<string>;
  city: string;
  /** One of the club's twelve states. */
  state: string;
  website: Generated<string>;
  /** First and last day, both set or both null (the year's dates not set yet). */
  starts_on: string | null;
  ends_on: string | null;
  status: Generated<ConventionStatus>;
  /** The member who suggested it; null for organisers' and seeded ones (or once they are gone). */
  suggested_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface ConventionTables {
  conventions: ConventionsTable;
}
