import type {
  ProjectAnswer,
  ProjectEntry,
  ProjectFeed,
  ProjectPhoto,
  ProjectSummary,
} from '../../../shared/api/projects';
import { signInAs } from '../../test-support/render-route';

export { type Call, json, stubFetch } from '../../test-support/fetch-stub';
export { renderAt, renderRoute, tearDown } from '../../test-support/render-route';

/** robin (7), the member who makes the sample project. */
export const signInMember = () => signInAs('member');

export function samplePhoto(overrides: Partial<ProjectPhoto> = {}): ProjectPhoto {
  return {
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    src: '/api/images/p1?sig=a',
    src480: '/api/images/p1-480?sig=a',
    thumb: '/api/images/p1-thumb?sig=a',
    width: 1200,
    height: 900,
    alt: 'Foam chest plate on the workbench',
    credit: '',
    entryId: null,
    role: 'project',
    ...overrides,
  };
}

/** A project as the lists answer it: robin's Raiden Shogun build. */
export function sampleSummary(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 5,
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

/** GET /api/projects/5 as its maker sees it: a full plan with money and a target. */
export function sampleProject(overrides: Partial<ProjectAnswer> = {}): ProjectAnswer {
  return {
    ...sampleSummary(),
    description: 'Kimono, armour and the Musou Isshin.',
    budgetCents: 20_000,
    mine: true,
    references: [{ id: 1, url: 'https://example.org/raiden-front.png', note: 'Front view' }],
    referencePhotos: [],
    components: [
      { id: 11, name: 'Kimono', status: 'building' },
      { id: 12, name: 'Shoulder armour', status: 'todo' },
    ],
    materials: [
      {
        id: 21,
        name: 'Worbla sheet',
        status: 'needed',
        quantity: 2,
        unit: 'sheets',
        unitCostCents: 4_500,
        costCents: 9_000,
        shop: 'Cosplay Supplies',
        url: 'https://shop.example.org/worbla',
      },
      {
        id: 22,
        name: 'Purple satin',
        status: 'owned',
        quantity: 1.5,
        unit: 'yards',
        unitCostCents: 1_000,
        costCents: 1_500,
        shop: '',
        url: '',
      },
    ],
    tasks: [
      { id: 31, title: 'Pattern the kimono', estimateMinutes: 120, done: true },
      { id: 32, title: 'Heat-form the armour', estimateMinutes: 2_340, done: false },
    ],
    totals: {
      totalCents: 10_500,
      toBuyCents: 9_000,
      boughtCents: 0,
      ownedCents: 1_500,
      budgetCents: 20_000,
      leftCents: 9_500,
    },
    pacing: {
      targetDate: '2030-07-31',
      daysLeft: 23,
      remainingMinutes: 2_460,
      minutesPerDay: 107,
      behind: false,
    },
    techniques: ['worbla', 'sewing'],
    targetDate: '2030-07-31',
    ...overrides,
  };
}

export function sampleEntry(overrides: Partial<ProjectEntry> = {}): ProjectEntry {
  return {
    id: 41,
    projectId: 5,
    date: '2030-06-02',
    body: 'Sealed the **chest plate** with three coats.',
    html: '<p>Sealed the <strong>chest plate</strong> with three coats.</p>',
    minutesSpent: 90,
    techniques: ['eva-foam', 'painting'],
    photos: [],
    createdAt: 1_900_000_000_000,
    updatedAt: 1_900_000_000_000,
    reactions: [],
    ...overrides,
  };
}

export function sampleFeed(overrides: Partial<ProjectFeed> = {}): ProjectFeed {
  return {
    items: [{ project: sampleSummary(), entry: sampleEntry(), state: 'Kansas' }],
    next: null,
    ...overrides,
  };
}
