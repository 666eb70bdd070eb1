import type { GroupDetail, GroupMember, GroupSummary } from '../../../shared/api/groups';
import type { ProjectSummary } from '../../../shared/api/projects';
import { signInAs } from '../../test-support/render-route';

export { type Call, json, stubFetch } from '../../test-support/fetch-stub';
export { renderRoute, tearDown } from '../../test-support/render-route';

/** robin (7), the signed-in member of the shared test support. */
export const signInMember = () => signInAs('member');

export function sampleGroup(overrides: Partial<GroupSummary> = {}): GroupSummary {
  return {
    id: 1,
    slug: 'kc-chapter',
    name: 'Kansas City Chapter',
    kind: 'chapter',
    state: 'Kansas',
    visibility: 'public',
    joinPolicy: 'open',
    blurb: 'Monthly build nights in KC.',
    cover: null,
    memberCount: 12,
    membership: null,
    ...overrides,
  };
}

type Can = GroupDetail['can'];
const NOBODY: Can = { join: null, edit: false, moderate: false, own: false, report: false };

/** A group as GET /api/groups/{slug} answers it; `can` merges over "may do nothing". */
export function sampleDetail(
  overrides: Partial<Omit<GroupDetail, 'can'>> & { can?: Partial<Can> } = {},
): GroupDetail {
  const { can, ...rest } = overrides;
  return {
    ...sampleGroup(),
    description: 'Monthly **build** nights in KC.',
    descriptionHtml: '<p>Monthly <strong>build</strong> nights in KC.</p>',
    createdAt: '2026-11-01T00:00:00.000Z',
    open: true,
    owner: { username: 'olive', name: 'Olive Owner', thumbnail: '' },
    moderatorCount: 1,
    pendingRequests: 0,
    ...rest,
    can: { ...NOBODY, ...can },
  };
}

export function sampleMember(username: string, overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    username,
    name: username[0]?.toUpperCase() + username.slice(1),
    thumbnail: '',
    role: 'member',
    state: 'active',
    since: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

export const membersPage = (members: GroupMember[]) => ({
  members,
  total: members.length,
  page: 1,
  pages: 1,
});

/** One of the signed-in member's own projects (GET /api/me/projects). */
export function sampleOwnProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 8,
    title: 'Raiden Shogun',
    character: 'Raiden Shogun',
    series: 'Genshin Impact',
    kind: 'costume',
    status: 'building',
    visibility: 'everyone',
    maker: { username: 'robin', name: 'Robin Tailor' },
    cover: null,
    con: null,
    targetDate: null,
    updatedAt: 1_900_000_000_000,
    entries: 3,
    minutesSpent: 600,
    ...overrides,
  };
}
