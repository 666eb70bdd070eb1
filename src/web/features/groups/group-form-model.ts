import type {
  GroupDetail,
  GroupJoinPolicy,
  GroupKind,
  GroupVisibility,
  NewGroupRequest,
} from '../../../shared/api/groups';

/** What the group form edits. */
export interface GroupFormValues {
  name: string;
  kind: GroupKind;
  state: string;
  description: string;
  visibility: GroupVisibility;
  joinPolicy: GroupJoinPolicy;
}

export const EMPTY_GROUP: GroupFormValues = {
  name: '',
  kind: 'chapter',
  state: '',
  description: '',
  visibility: 'public',
  joinPolicy: 'open',
};

export function valuesFromGroup(group: GroupDetail): GroupFormValues {
  return {
    name: group.name,
    kind: group.kind,
    state: group.state,
    description: group.description,
    visibility: group.visibility,
    joinPolicy: group.joinPolicy,
  };
}

/** A private group is always invite-only: choosing private sets it, and no other policy is offered. */
export function withVisibility(values: GroupFormValues, visibility: GroupVisibility): GroupFormValues {
  return { ...values, visibility, joinPolicy: visibility === 'private' ? 'invite' : values.joinPolicy };
}

/** The request body (a private group's policy is always 'invite'). */
export function groupBody(values: GroupFormValues): NewGroupRequest {
  return {
    name: values.name.trim(),
    kind: values.kind,
    state: values.state,
    description: values.description,
    visibility: values.visibility,
    joinPolicy: values.visibility === 'private' ? 'invite' : values.joinPolicy,
  };
}
