import type { FastifyReply } from 'fastify';

/**
 * A Vary header with `name` added to what it already lists (once, whatever its case). `*` already
 * says "varies by everything" and stays as it is.
 */
export function withVary(current: ReturnType<FastifyReply['getHeader']>, name: string): string {
  const listed = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (listed.includes('*')) return '*';
  return listed.some((part) => part.toLowerCase() === name.toLowerCase())
    ? listed.join(', ')
    : [...listed, name].join(', ');
}
