import type { Generated } from 'kysely';

/** A photoshoot slot at a con (migration 029). Times are epoch ms; `day` is the con day it is on. */
export interface ShootSlotsTable {
  id: Generated<number>;
  convention_id: number;
  photographer_id: number;
  /** YYYY-MM-DD in the con's state: one of the con's days when published. */
  day: string;
  starts_at: number;
  ends_at: number;
  place: Generated<string>;
  /** 0: free. */
  price_cents: Generated<number>;
  notes: Generated<string>;
  /** The cosplayer who booked it; null while free. Written only by the conditional UPDATE. */
  booked_by: number | null;
  booked_at: number | null;
  created_at: number;
}

export interface ShootTables {
  shoot_slots: ShootSlotsTable;
}
