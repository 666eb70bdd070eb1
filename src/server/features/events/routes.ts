import type { FastifyInstance } from 'fastify';
import { calendarFeedRoutes } from './calendar-feed-routes';
import { coverRoutes } from './cover-routes';
import { feedRoutes } from './feed-routes';
import { groupEventRoutes } from './group-routes';
import { eventReadRoutes } from './read-routes';
import { rsvpRoutes } from './rsvp-routes';
import { eventStateRoutes } from './state-routes';
import { waitlistRoutes } from './waitlist-routes';
import { eventWriteRoutes } from './write-routes';

/** Club events: lists and pages, RSVPs and waitlists, covers and calendar feeds (under /api). */
export async function eventRoutes(server: FastifyInstance): Promise<void> {
  await server.register(eventReadRoutes);
  await server.register(eventStateRoutes);
  await server.register(eventWriteRoutes);
  await server.register(rsvpRoutes);
  await server.register(waitlistRoutes);
  await server.register(coverRoutes);
  await server.register(feedRoutes);
  await server.register(calendarFeedRoutes);
  await server.register(groupEventRoutes);
}
