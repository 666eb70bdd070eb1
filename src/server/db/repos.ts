import { albumsRepo } from './albums-repo';
import { auditRepo } from './audit-repo';
import { calendarFeedsRepo } from './calendar-feeds-repo';
import { changeOwners } from './change-owners';
import { commentsRepo } from './comments-repo';
import { conGoingRepo } from './con-going-repo';
import { conGroupsRepo } from './con-groups-repo';
import { conPlanRepo } from './con-plan-repo';
import type { DatabaseHandle } from './connection';
import { contentRepo } from './content-repo';
import { conventionsRepo } from './conventions-repo';
import { conversationsRepo } from './conversations-repo';
import { digestRepo } from './digest-repo';
import { emailVerificationsRepo } from './email-verifications-repo';
import { eventCoversRepo } from './event-covers-repo';
import { eventSeriesRepo } from './event-series-repo';
import { eventsRepo } from './events-repo';
import { exportRepo } from './export-repo';
import { followsRepo } from './follows-repo';
import { groupEventsRepo } from './group-events-repo';
import { groupsRepo } from './groups-repo';
import { imagesRepo } from './images-repo';
import { jobsRepo } from './jobs-repo';
import { linkPreviewRepo } from './link-preview-repo';
import { memberAdminRepo } from './member-admin-repo';
import { messageReportRepo } from './message-report-repo';
import { messagesRepo } from './messages-repo';
import { moderationRepo } from './moderation-repo';
import { notificationsRepo } from './notifications-repo';
import { organiserOverviewRepo } from './organiser-overview-repo';
import { orphanedTalkRepo } from './orphaned-talk';
import { passkeysRepo } from './passkeys-repo';
import { plannerStatistics } from './planner-statistics';
import { pollsRepo } from './polls-repo';
import { profilesRepo } from './profiles-repo';
import { projectEntriesRepo } from './project-entries-repo';
import { projectModerationRepo } from './project-moderation-repo';
import { projectPhotosRepo } from './project-photos-repo';
import { projectPlanRepo } from './project-plan-repo';
import { projectSearch } from './project-search';
import { projectsRepo } from './projects-repo';
import { pushSubscriptionsRepo } from './push-subscriptions-repo';
import { reactionsRepo } from './reactions-repo';
import { relationsRepo } from './relations-repo';
import { resetsRepo } from './resets-repo';
import { rsvpsRepo } from './rsvps-repo';
import { scoresRepo } from './scores-repo';
import type { TermCountOptions } from './search-terms';
import { secretsRepo } from './secrets-repo';
import { sessionsRepo } from './sessions-repo';
import { settingsRepo } from './settings-repo';
import { shootSlotsRepo } from './shoot-slots-repo';
import { transactionRunner } from './transaction';
import { tutorialsRepo } from './tutorials-repo';
import { usersRepo } from './users-repo';
import { waitlistRepo } from './waitlist-repo';

/**
 * The one door to the data: every repository, built once per app instance (app.ts spreads them
 * into `deps`; `npm run club` builds its own set). Nothing outside `db/` builds a repository,
 * holds the connection or writes SQL (src/server/data-door.test.ts checks).
 */
export function createRepos(database: DatabaseHandle, options: TermCountOptions = {}) {
  const { db, dialect } = database;
  return {
    users: usersRepo(db),
    sessions: sessionsRepo(db),
    /** `options`: the search's term counts age by the app's clock. */
    profiles: profilesRepo(db, dialect, options),
    images: imagesRepo(db),
    resets: resetsRepo(db),
    /** Links that confirm a recovery email (features/email-verification). */
    emailVerifications: emailVerificationsRepo(db),
    scores: scoresRepo(db),
    settings: settingsRepo(db),
    /** Club events, their RSVPs, covers and members' calendar feeds (features/events). */
    events: eventsRepo(db, dialect),
    /** Recurring events' rules; their occurrences are events (issue 38). */
    eventSeries: eventSeriesRepo(db, dialect),
    rsvps: rsvpsRepo(db, dialect),
    waitlists: waitlistRepo(db, dialect),
    /** What events need of groups: who may host in one, whose events a viewer sees (issue 38). */
    groupEvents: groupEventsRepo(db),
    eventCovers: eventCoversRepo(db),
    calendarFeeds: calendarFeedsRepo(db),
    /** Conventions; who goes, groups and shoots hang off them (features/conventions, con-*). */
    conventions: conventionsRepo(db),
    conGoing: conGoingRepo(db),
    shootSlots: shootSlotsRepo(db, dialect),
    /** Photographers' shoot albums, their photos and tags (features/con-albums). */
    albums: albumsRepo(db),
    /** Members' costume projects: plans, build logs, photos (features/projects). */
    projects: projectsRepo(db, dialect),
    /** Projects by words, for the site's search (project-search.ts). */
    projectSearch: projectSearch(db),
    projectPlan: projectPlanRepo(db, dialect),
    projectEntries: projectEntriesRepo(db),
    projectPhotos: projectPhotosRepo(db, dialect),
    /** Tutorials made from a project's log entries (features/projects/tutorial-*). */
    tutorials: tutorialsRepo(db, dialect),
    /** Comments and their threads' policies, reactions (features/comments, features/reactions). */
    comments: commentsRepo(db),
    reactions: reactionsRepo(db),
    orphanedTalk: orphanedTalkRepo(db),
    /** Direct and group conversations, their messages and photos (features/messages). */
    conversations: conversationsRepo(db, dialect),
    messages: messagesRepo(db),
    /** Polls in groups and on events (features/polls). */
    polls: pollsRepo(db, dialect),
    conGroups: conGroupsRepo(db, dialect),
    /** Chapters, crews, circles and con groups: members, projects, covers (features/groups). */
    groups: groupsRepo(db, dialect),
    conPlan: conPlanRepo(db),
    /** What the pages' heads (link previews) and the sitemap show (features/sharing). */
    linkPreviews: linkPreviewRepo(db),
    /** Members' passkeys and WebAuthn challenges (features/passkeys). */
    passkeys: passkeysRepo(db, dialect),
    /** Browsers that receive members' Web Push messages (features/push). */
    pushSubscriptions: pushSubscriptionsRepo(db, dialect),
    /** Saved versions of the club content and its uploaded images. */
    contentStore: contentRepo(db, dialect),
    /** Reports, appeals and organisers' actions on members (features/moderation). */
    moderation: moderationRepo(db, dialect),
    /** Pending sign-ups and the organiser role (features/organiser-members, `npm run club`). */
    memberAdmin: memberAdminRepo(db, dialect),
    organiserOverview: organiserOverviewRepo(db),
    /** Reports of costume projects and organisers hiding them (features/project-moderation). */
    projectModeration: projectModerationRepo(db),
    /** Reports of messages, organisers hiding them, the queue's context (features/message-moderation). */
    messageReports: messageReportRepo(db),
    audit: auditRepo(db),
    /** Members' blocks and mutes of one another (features/relations). */
    relations: relationsRepo(db, dialect),
    follows: followsRepo(db, dialect),
    /** Members' inboxes and their choices per type and channel (notify/, features/notifications). */
    notifications: notificationsRepo(db),
    /** Members' email digest choices and what the digest reads (features/notifications/digest-*). */
    digests: digestRepo(db),
    /** The reads of a member's data export (features/export). */
    exports: exportRepo(db),
    /** Named secrets shared by every instance of the club (app_secrets). */
    secrets: secretsRepo(db),
    /** The job queue's table (jobs/queue.ts holds it as `deps.jobs.repo`). */
    jobRows: jobsRepo(db, dialect),
    /** SQLite's planner statistics, gathered at start and hourly. */
    plannerStatistics: plannerStatistics(db, dialect),
    /** Whose rows a write changed (the answer cache clears only their pages). */
    changeOwners: changeOwners(db),
    /** Runs work in one transaction, whose `trx` the repositories' methods take. */
    transaction: transactionRunner(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
