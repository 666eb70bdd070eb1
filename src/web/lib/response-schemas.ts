import { digestChoiceSchema } from '../../shared/api/digest';
import {
  calendarFeedAnswer,
  createdEvent,
  eventDetail,
  eventStates,
  eventsPage,
  waitlistLine,
} from '../../shared/api/events';
import { followListAnswer, followStateAnswer } from '../../shared/api/follows';
import { groupDetail, groupList, groupMembers, groupProjects, myGroups } from '../../shared/api/groups';
import { homeMosaicSchema } from '../../shared/api/home';
import { myEventsAnswer } from '../../shared/api/motd';
import { poll, pollList } from '../../shared/api/polls';
import {
  memberProjectsAnswer,
  myProjectsAnswer,
  projectAnswer,
  projectEntriesAnswer,
  projectEntry,
  projectFeedAnswer,
  projectPhoto,
} from '../../shared/api/projects';
import { pushDevicesResponseSchema, pushKeySchema } from '../../shared/api/push';
import { myRelationsAnswer, relationAnswer } from '../../shared/api/relations';
import { tutorialAnswer, tutorialListAnswer } from '../../shared/api/tutorials';
import {
  ownProfileSchema,
  publicProfileSchema,
  searchResultsSchema,
  slideshowSchema,
  stateNumbersSchema,
} from '../../shared/profile/profile-api';

/**
 * The shared response schemas the client checks its answers against, by name (api.ts `check`).
 * Used only in development and tests: the production build swaps this module for an empty one
 * (scripts/vite-dev-checks.ts), so pages do not ship these schemas; their types come from here.
 */
export const RESPONSE_SCHEMAS = {
  publicProfile: publicProfileSchema,
  slideshow: slideshowSchema,
  search: searchResultsSchema,
  stateNumbers: stateNumbersSchema,
  homeMosaic: homeMosaicSchema,
  event: eventDetail,
  waitlistLine,
  events: eventsPage,
  eventStates,
  createdEvent,
  calendarFeed: calendarFeedAnswer,
  myEvents: myEventsAnswer,
  ownProfile: ownProfileSchema,
  pushKey: pushKeySchema,
  pushDevices: pushDevicesResponseSchema,
  digestChoice: digestChoiceSchema,
  project: projectAnswer,
  projectEntries: projectEntriesAnswer,
  projectEntry,
  projectPhoto,
  projectFeed: projectFeedAnswer,
  memberProjects: memberProjectsAnswer,
  myProjects: myProjectsAnswer,
  tutorial: tutorialAnswer,
  tutorials: tutorialListAnswer,
  myRelations: myRelationsAnswer,
  relation: relationAnswer,
  followList: followListAnswer,
  followState: followStateAnswer,
  groups: groupList,
  group: groupDetail,
  myGroups,
  groupMembers,
  groupProjects,
  polls: pollList,
  poll,
};
export type ResponseSchemas = typeof RESPONSE_SCHEMAS;

/** What is wrong with an answer for its schema, or undefined when it matches. */
export function answerProblems(name: keyof ResponseSchemas, data: unknown): string | undefined {
  const result = RESPONSE_SCHEMAS[name].safeParse(data);
  if (result.success) return undefined;
  return result.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ');
}
