/** Members following members (migration 039; issue 37 item 3). */
export interface MemberFollowsTable {
  follower_id: number;
  followed_id: number;
  created_at: number;
}

export interface FollowTables {
  member_follows: MemberFollowsTable;
}
