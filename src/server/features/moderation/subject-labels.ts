import { MODERATION_MESSAGES, type ReportSubject } from '../../../shared/api/moderation';
import { conZone, dayAndTime } from '../../../shared/time/convention-times';
import { type ReportSubjectFacts, type ReportSubjectRef, subjectKey } from '../../db/report-subjects';

/** Where on the con's page each kind of subject shows. */
const ANCHORS: Record<ReportSubjectRef['kind'], string> = {
  'con-group': '#groups',
  'shoot-slot': '#shoots',
  'album-photo': '',
  project: '',
  'project-entry': '',
  tutorial: '',
  comment: '',
  message: '',
  group: '',
};

/** A log entry's day as the queue names it: "12 May". */
const dayOfEntry = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

function labelOf(kind: ReportSubjectRef['kind'], facts: ReportSubjectFacts): string {
  if (facts.group) {
    const { visibility, owner, excerpt, hidden } = facts.group;
    const state = `${visibility}${hidden ? ', hidden' : ''}`;
    const by = owner ? ` led by @${owner}` : '';
    return `Group “${facts.title}” (${state})${by}: “${excerpt}”`;
  }
  if (facts.message) {
    const { sender, excerpt, kind: conversation } = facts.message;
    const where =
      conversation === 'direct'
        ? 'a direct conversation'
        : facts.title
          ? `the group “${facts.title}”`
          : 'a group conversation';
    return `Message by ${sender} in ${where}: “${excerpt}”`;
  }
  if (facts.comment) {
    const on = facts.title ? ` on “${facts.title}”` : '';
    return `Comment by ${facts.comment.author}${on}: “${facts.comment.excerpt}”`;
  }
  if (kind === 'tutorial') return `Tutorial “${facts.title}” by ${facts.project?.maker ?? ''}`;
  if (kind === 'project') return `Project “${facts.title}” by ${facts.project?.maker ?? ''}`;
  if (kind === 'project-entry')
    return `Log entry of ${dayOfEntry(facts.entryDate ?? '')} in “${facts.title}”`;
  const at = `at ${facts.conName}`;
  if (kind === 'con-group') return `Group cosplay “${facts.title}” ${at}`;
  if (kind === 'shoot-slot') {
    const when =
      facts.startsAt === null ? '' : ` ${dayAndTime(facts.startsAt, conZone({ state: facts.conState }))}`;
    return `Photoshoot slot${when} ${at}`;
  }
  return `Album photo in “${facts.title}” ${at}`;
}

/** Where the organiser opens it: the tutorial's page, the project's page, or the con's section. */
function hrefOf(kind: ReportSubjectRef['kind'], facts: ReportSubjectFacts): string | null {
  if (facts.comment) return facts.comment.href;
  // Organisers are not in the conversation: the queue shows its context instead of a link.
  if (facts.message) return null;
  // A private or hidden group's page is a 404 to organisers outside it: the label says it all.
  if (facts.group)
    return facts.group.visibility === 'private' || facts.group.hidden
      ? null
      : `/groups/${encodeURIComponent(facts.group.slug)}`;
  if (facts.tutorialId !== undefined) return `/tutorials/${facts.tutorialId}`;
  if (facts.project) return `/projects/${facts.project.id}`;
  return `/cons/${encodeURIComponent(facts.conSlug)}${ANCHORS[kind]}`;
}

/** The subject as the organisers' queue names it: "(removed)" and no link once it is gone. */
export function presentSubject(
  ref: ReportSubjectRef | null,
  facts: ReadonlyMap<string, ReportSubjectFacts>,
): ReportSubject | null {
  if (!ref) return null;
  const found = facts.get(subjectKey(ref));
  if (!found) return { ...ref, label: MODERATION_MESSAGES.removedSubject, href: null };
  return {
    ...ref,
    label: labelOf(ref.kind, found),
    href: hrefOf(ref.kind, found),
  };
}
