import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as m001 from './001-users-and-sessions';
import * as m002 from './002-images-and-search';
import * as m003 from './003-password-resets';
import * as m004 from './004-scores';
import * as m005 from './005-jobs';
import * as m006 from './006-job-owner';
import * as m007 from './007-session-details';
import * as m008 from './008-privacy';
import * as m009 from './009-account-deletion';
import * as m010 from './010-app-secrets';
import * as m011 from './011-organisers';
import * as m012 from './012-events';
import * as m013 from './013-mastodon';
import * as m014 from './014-photo-renditions';
import * as m015 from './015-passkeys';
import * as m016 from './016-email-verification';
import * as m017 from './017-search-document-function';
import * as m018 from './018-search-terms';
import * as m019 from './019-findable-states';
import * as m020 from './020-credential-generation';
import * as m021 from './021-member-states-and-roles';
import * as m022 from './022-search-bios';
import * as m023 from './023-notifications';
import * as m024 from './024-push-subscriptions';
import * as m025 from './025-email-digest';
import * as m026 from './026-conventions';
import * as m027 from './027-con-attendance';
import * as m028 from './028-con-groups';
import * as m029 from './029-shoot-slots';
import * as m030 from './030-push-sessions';
import * as m031 from './031-con-meetups';
import * as m032 from './032-shoot-albums';
import * as m033 from './033-report-subjects';
import * as m034 from './034-projects';
import * as m035 from './035-report-subjects-projects';
import * as m036 from './036-cosplan-projects';
import * as m037 from './037-project-tutorials';
import * as m038 from './038-member-blocks';
import * as m039 from './039-member-follows';
import * as m040 from './040-comments';
import * as m041 from './041-messages';
import * as m042 from './042-groups';
import * as m043 from './043-event-waitlists';
import * as m044 from './044-group-talk-kinds';
import * as m045 from './045-event-series';
import * as m046 from './046-polls';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then
type MigrationUp = (db: Kysely<any>, dialect: Dialect) => Promise<void>;

/** Ordered by name; the same list runs on SQLite and PostgreSQL. */
export const migrations: Record<string, { up: MigrationUp }> = {
  '001-users-and-sessions': m001,
  '002-images-and-search': m002,
  '003-password-resets': m003,
  '004-scores': m004,
  '005-jobs': m005,
  '006-job-owner': m006,
  '007-session-details': m007,
  '008-privacy': m008,
  '009-account-deletion': m009,
  '010-app-secrets': m010,
  '011-organisers': m011,
  '012-events': m012,
  '013-mastodon': m013,
  '014-photo-renditions': m014,
  '015-passkeys': m015,
  '016-email-verification': m016,
  '017-search-document-function': m017,
  '018-search-terms': m018,
  '019-findable-states': m019,
  '020-credential-generation': m020,
  '021-member-states-and-roles': m021,
  '022-search-bios': m022,
  '023-notifications': m023,
  '024-push-subscriptions': m024,
  '025-email-digest': m025,
  '026-conventions': m026,
  '027-con-attendance': m027,
  '028-con-groups': m028,
  '029-shoot-slots': m029,
  '030-push-sessions': m030,
  '031-con-meetups': m031,
  '032-shoot-albums': m032,
  '033-report-subjects': m033,
  '034-projects': m034,
  '035-report-subjects-projects': m035,
  '036-cosplan-projects': m036,
  '037-project-tutorials': m037,
  '038-member-blocks': m038,
  '039-member-follows': m039,
  '040-comments': m040,
  '041-messages': m041,
  '042-groups': m042,
  '043-event-waitlists': m043,
  '044-group-talk-kinds': m044,
  '045-event-series': m045,
  '046-polls': m046,
};
