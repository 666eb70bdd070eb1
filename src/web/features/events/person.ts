import type { EventPerson } from '../../../shared/api/events';

/** An event's person in the shape the placeholder avatar takes (its initials from the display name). */
export function personName(person: EventPerson): { firstname: string; lastname: string; username: string } {
  const words = person.displayName.trim().split(/\s+/).filter(Boolean);
  return {
    firstname: words[0] ?? '',
    lastname: words.length > 1 ? words[words.length - 1]! : '',
    username: person.username,
  };
}
