/** "Robin Tailor", or the username when a member has no name to show. */
export function displayName(member: { firstname: string; lastname: string; username: string }): string {
  return `${member.firstname} ${member.lastname}`.trim() || member.username;
}
