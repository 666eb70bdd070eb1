import type { Generated } from 'kysely';

/** A project's tutorial (migration 037): a draft until published_at is set. */
export interface ProjectTutorialsTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  /** Markdown. */
  intro: Generated<string>;
  published_at: number | null;
  created_at: number;
  updated_at: number;
  /** Hidden by an organiser. */
  hidden_at: number | null;
}

/** One step, in `position` order; `entry_id` is the log entry it started from, if it still exists. */
export interface ProjectTutorialStepsTable {
  id: Generated<number>;
  tutorial_id: number;
  position: number;
  entry_id: number | null;
  title: Generated<string>;
  /** Markdown. */
  body: Generated<string>;
  /** One of TUTORIAL_CALCULATORS, or null. */
  calculator: string | null;
  created_at: number;
}

export interface ProjectTutorialStepPhotosTable {
  step_id: number;
  photo_id: string;
  position: number;
}

export interface TutorialTables {
  project_tutorials: ProjectTutorialsTable;
  project_tutorial_steps: ProjectTutorialStepsTable;
  project_tutorial_step_photos: ProjectTutorialStepPhotosTable;
}
