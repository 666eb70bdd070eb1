import type { TutorialAnswer, TutorialStep } from '../../../shared/api/tutorials';
import { sampleProject } from './test-render';

/** Test samples: robin's Raiden Shogun tutorial (id 9) made from project 5. */
export function sampleStep(overrides: Partial<TutorialStep> = {}): TutorialStep {
  return {
    id: 101,
    position: 1,
    title: 'Pattern the armour',
    body: 'Trace the **pattern** onto foam.',
    html: '<p>Trace the <strong>pattern</strong> onto foam.</p>',
    calculator: null,
    entryId: 41,
    photos: [],
    ...overrides,
  };
}

export function sampleTutorial(overrides: Partial<TutorialAnswer> = {}): TutorialAnswer {
  const project = sampleProject();
  return {
    id: 9,
    title: 'Raiden Shogun armour from foam',
    intro: 'How I made the **armour**.',
    introHtml: '<p>How I made the <strong>armour</strong>.</p>',
    published: true,
    publishedAt: Date.UTC(2030, 5, 2, 18),
    updatedAt: Date.UTC(2030, 5, 2, 18),
    project: {
      id: project.id,
      title: project.title,
      character: project.character,
      series: project.series,
      visibility: project.visibility,
      cover: null,
    },
    maker: project.maker,
    materials: project.materials,
    techniques: ['worbla', 'sewing'],
    steps: [
      sampleStep(),
      sampleStep({
        id: 102,
        position: 2,
        title: '',
        body: 'Cut the dome.',
        html: '<p>Cut the dome.</p>',
        calculator: 'circle',
        entryId: 42,
      }),
    ],
    mine: false,
    reactions: [],
    ...overrides,
  };
}
