/** Blocking and muting between members (migration 038; issue 37). */
export interface MemberBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: number;
}

export interface MemberMutesTable {
  muter_id: number;
  muted_id: number;
  created_at: number;
}

export interface RelationTables {
  member_blocks: MemberBlocksTable;
  member_mutes: MemberMutesTable;
}
