import { vi } from 'vitest';
import type { ProjectAnswer, ProjectEntry, ProjectPhoto } from '../../../shared/api/projects';
import { xhrThroughFetch } from '../../lib/xhr-fetch-double';
import { renderAt, signInAs } from '../../test-support/render-route';
import { BuildLog } from './build-log';

/* The build log's component tests share these samples and the page they render it on. */

export { type Call, json, stubFetch } from '../../test-support/fetch-stub';
export { signInAs, tearDown } from '../../test-support/render-route';

export const photoId = (c: string) => c.repeat(22);

export function samplePhoto(overrides: Partial<ProjectPhoto> = {}): ProjectPhoto {
  const id = overrides.id ?? photoId('p');
  return {
    id,
    src: `/api/project-photos/${id}?exp=1&sig=s`,
    src480: `/api/project-photos/${id}?exp=1&sig=s&w=480`,
    thumb: `/api/project-photos/${id}/thumb?exp=1&sig=t`,
    width: 1600,
    height: 1200,
    alt: 'Foam bracer, primed',
    credit: '',
    entryId: 11,
    role: 'entry',
    ...overrides,
  };
}

export function sampleEntry(overrides: Partial<ProjectEntry> = {}): ProjectEntry {
  return {
    id: 11,
    projectId: 5,
    date: '2026-11-20',
    body: 'Cut the **bracers**',
    html: '<p>Cut the <strong>bracers</strong></p><ul><li>heat sealed</li></ul>',
    minutesSpent: 150,
    techniques: ['eva-foam', 'painting'],
    photos: [],
    createdAt: 1,
    updatedAt: 1,
    reactions: [],
    ...overrides,
  };
}

export function sampleProject(overrides: Partial<ProjectAnswer> = {}): ProjectAnswer {
  return {
    id: 5,
    title: 'Link’s armour',
    character: 'Link',
    series: 'Tears of the Kingdom',
    kind: 'armour',
    status: 'building',
    visibility: 'everyone',
    maker: { username: 'robin', name: 'Robin Tailor' },
    cover: null,
    con: null,
    targetDate: null,
    updatedAt: 1,
    entries: 1,
    minutesSpent: 150,
    description: '',
    budgetCents: null,
    mine: false,
    references: [],
    referencePhotos: [],
    components: [],
    materials: [],
    tasks: [],
    totals: {
      totalCents: 0,
      toBuyCents: 0,
      boughtCents: 0,
      ownedCents: 0,
      budgetCents: null,
      leftCents: null,
    },
    pacing: { targetDate: null, daysLeft: null, remainingMinutes: 0, minutesPerDay: null, behind: false },
    techniques: [],
    ...overrides,
  };
}

export const ENTRIES = '/api/projects/5/entries';

/**
 * The log of project 5 as its maker (`mine`) or a visitor sees it. Uploads go by XMLHttpRequest
 * (for their progress): it hands them to the same stubbed fetch, so a test sees every request.
 */
export function renderLog(project: ProjectAnswer = sampleProject()) {
  if (project.mine) signInAs('member');
  vi.stubGlobal(
    'XMLHttpRequest',
    xhrThroughFetch((url, init) => globalThis.fetch(url, init)),
  );
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  return renderAt('/projects/5', <BuildLog project={project} />);
}

/** What a multipart request carried, field by field (the photo as its type). */
export function formFields(body: unknown): Record<string, string> {
  if (!(body instanceof FormData)) throw new Error('Not a multipart body');
  return Object.fromEntries(
    [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.type || 'blob'}`]),
  );
}
