import type { Generated } from 'kysely';

/** A member's costume or prop build (migration 034). */
export interface ProjectsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  character: Generated<string>;
  series: Generated<string>;
  kind: Generated<string>;
  /** 'planning', 'building' or 'done'. */
  status: Generated<string>;
  /** 'everyone', 'members' or 'private' (only the maker). */
  visibility: Generated<string>;
  description: Generated<string>;
  convention_id: number | null;
  /** YYYY-MM-DD, when the build is not for a con. */
  target_date: string | null;
  budget_cents: number | null;
  cover_photo_id: string | null;
  created_at: number;
  updated_at: number;
  /** When it was marked done (the portfolio's order). */
  finished_at: number | null;
  /** Hidden by an organiser. */
  hidden_at: number | null;
}

export interface ProjectReferencesTable {
  id: Generated<number>;
  project_id: number;
  url: string;
  note: Generated<string>;
  created_at: number;
}

export interface ProjectComponentsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  status: Generated<string>;
  created_at: number;
}

export interface ProjectMaterialsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  status: Generated<string>;
  quantity: Generated<number>;
  unit: Generated<string>;
  unit_cost_cents: Generated<number>;
  shop: Generated<string>;
  url: Generated<string>;
  created_at: number;
}

export interface ProjectTasksTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  estimate_minutes: Generated<number>;
  done_at: number | null;
  created_at: number;
}

/** A dated build log entry; `body` is the maker's Markdown source. */
export interface ProjectEntriesTable {
  id: Generated<number>;
  project_id: number;
  entry_date: string;
  body: Generated<string>;
  minutes_spent: Generated<number>;
  created_at: number;
  updated_at: number;
  hidden_at: number | null;
}

export interface ProjectEntryTechniquesTable {
  entry_id: number;
  technique: string;
}

/** A photo of a project: in a log entry, a reference image, or of the project (for its cover). */
export interface ProjectPhotosTable {
  id: string;
  project_id: number;
  entry_id: number | null;
  role: Generated<string>;
  display: Buffer;
  thumb: Buffer;
  w480: Buffer | null;
  w960: Buffer | null;
  width: number;
  height: number;
  alt: string;
  credit: Generated<string>;
  created_at: number;
}

export interface ProjectTables {
  projects: ProjectsTable;
  project_references: ProjectReferencesTable;
  project_components: ProjectComponentsTable;
  project_materials: ProjectMaterialsTable;
  project_tasks: ProjectTasksTable;
  project_entries: ProjectEntriesTable;
  project_entry_techniques: ProjectEntryTechniquesTable;
  project_photos: ProjectPhotosTable;
}
