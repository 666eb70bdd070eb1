import { ANSWER_AREAS, type AnswerScope } from './answer-cache';

/** "instance id scopes": the scopes (JSON) may be missing, and are the rest of the message. */
export function splitMessage(message: string): [string, string, string | undefined] {
  const first = message.indexOf(' ');
  if (first < 0) return [message, '', undefined];
  const second = message.indexOf(' ', first + 1);
  if (second < 0) return [message.slice(0, first), message.slice(first + 1), undefined];
  return [message.slice(0, first), message.slice(first + 1, second), message.slice(second + 1)];
}

/** The scopes announced; anything else (none, or what this version does not know) clears everything. */
export function parseScopes(text: string | undefined): AnswerScope[] | undefined {
  if (text === undefined) return undefined;
  try {
    const scopes: unknown = JSON.parse(text);
    if (!Array.isArray(scopes) || scopes.length === 0) return undefined;
    const known = scopes.every(
      (scope) =>
        typeof scope === 'object' &&
        scope !== null &&
        ANSWER_AREAS.includes(scope.area) &&
        (scope.owner === undefined || typeof scope.owner === 'string'),
    );
    return known ? (scopes as AnswerScope[]) : undefined;
  } catch {
    return undefined;
  }
}
