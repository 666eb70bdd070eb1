import type { Generated } from 'kysely';
import type { ClaimStatus } from '../../shared/api/con-groups';

/** A group cosplay at a con (migration 028); times are epoch ms. */
export interface ConGroupsTable {
  id: Generated<number>;
  convention_id: number;
  /** The member who started it and manages its claims. */
  lead_id: number;
  series: string;
  /** One of the con's days (YYYY-MM-DD); null: the whole con. */
  day: string | null;
  title: string;
  notes: Generated<string>;
  /** 1: two members may claim the same character (each claim's seat is then its member's id). */
  allow_doubles: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A character of a group: a name, unique within its group. */
export interface ConGroupCharactersTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  created_at: number;
}

/** A member's claim of a character; unique on (character_id, seat) and on (group_id, user_id). */
export interface ConGroupClaimsTable {
  id: Generated<number>;
  group_id: number;
  character_id: number;
  user_id: number;
  /** 0 in a group without doubles; the member's id when doubles are allowed. */
  seat: number;
  status: Generated<ClaimStatus>;
  created_at: number;
  updated_at: number;
}

export interface ConGroupTables {
  con_groups: ConGroupsTable;
  con_group_characters: ConGroupCharactersTable;
  con_group_claims: ConGroupClaimsTable;
}
