/** How the site names a member: first and last name, or the username when both are empty. */
export function displayName(member: { firstname: string; lastname: string; username: string }): string {
  return `${member.firstname} ${member.lastname}`.trim() || member.username;
}
