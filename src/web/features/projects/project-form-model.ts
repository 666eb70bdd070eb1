import {
  type CreateProjectRequest,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  type ProjectAnswer,
  type ProjectKind,
  type ProjectStatus,
  type ProjectVisibility,
} from '../../../shared/api/projects';
import { centsToDollars, dollarsToCents } from './project-format';

/** The project form as typed: every field a string or a choice. */
export interface ProjectFormValues {
  title: string;
  character: string;
  series: string;
  kind: ProjectKind;
  status: ProjectStatus;
  visibility: ProjectVisibility;
  conSlug: string;
  targetDate: string;
  budget: string;
  description: string;
}
export type ProjectField = keyof ProjectFormValues;
export type ProjectFormErrors = Partial<Record<ProjectField, string>>;

export const FIELD_ORDER: readonly ProjectField[] = [
  'title',
  'character',
  'series',
  'kind',
  'status',
  'visibility',
  'conSlug',
  'targetDate',
  'budget',
  'description',
];

export const projectFieldId = (field: ProjectField) => `project-${field}`;

export const BLANK_PROJECT: ProjectFormValues = {
  title: '',
  character: '',
  series: '',
  kind: 'costume',
  status: 'planning',
  visibility: 'members',
  conSlug: '',
  targetDate: '',
  budget: '',
  description: '',
};

/** A project's fields as the form shows them (editing). */
export function valuesOf(project: ProjectAnswer): ProjectFormValues {
  return {
    title: project.title,
    character: project.character,
    series: project.series,
    kind: project.kind,
    status: project.status,
    visibility: project.visibility,
    conSlug: project.con?.slug ?? '',
    targetDate: project.con ? '' : (project.targetDate ?? ''),
    budget: centsToDollars(project.budgetCents),
    description: project.description,
  };
}

/** The request body, or the errors the form can see without asking the server. */
export function toProjectRequest(values: ProjectFormValues): {
  body?: CreateProjectRequest;
  errors: ProjectFormErrors;
} {
  const errors: ProjectFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = PROJECT_MESSAGES.titleRequired;
  else if (title.length > PROJECT_LIMITS.title)
    errors.title = `Keep the name under ${PROJECT_LIMITS.title} characters.`;
  const budgetCents = dollarsToCents(values.budget);
  if (budgetCents !== null && (!Number.isFinite(budgetCents) || budgetCents > PROJECT_LIMITS.cents)) {
    errors.budget = 'Write the budget in dollars, like 120 or $120.50.';
  }
  if (!values.conSlug && values.targetDate && !/^\d{4}-\d{2}-\d{2}$/.test(values.targetDate)) {
    errors.targetDate = PROJECT_MESSAGES.badDate;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      title,
      character: values.character.trim(),
      series: values.series.trim(),
      kind: values.kind,
      status: values.status,
      visibility: values.visibility,
      description: values.description.trim(),
      conSlug: values.conSlug || null,
      targetDate: values.conSlug ? null : values.targetDate || null,
      budgetCents,
    },
  };
}

/** The field a server message is about, so it shows under that field (else above the button). */
export function fieldOfMessage(message: string): ProjectField | undefined {
  if (message === PROJECT_MESSAGES.titleRequired || /\bname\b/.test(message)) return 'title';
  if (message === PROJECT_MESSAGES.noSuchCon) return 'conSlug';
  if (message === PROJECT_MESSAGES.badDate) return 'targetDate';
  if (/\bcharacter\b/.test(message)) return 'character';
  if (/\bseries\b/.test(message)) return 'series';
  if (/\bdescription\b/.test(message)) return 'description';
  if (/cents|amount/i.test(message)) return 'budget';
  return undefined;
}
