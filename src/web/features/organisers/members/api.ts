import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListedMembers,
  MemberActionResult,
  OrganiserSettings,
  OutMembers,
  PendingMembers,
} from '../../../../shared/api/organiser-members';
import type { MemberRole } from '../../../../shared/organisers/roles';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../ui/toast';

/** Everything under ['organisers'] is refreshed after an action (the tabs' counts too). */
const organisersKey = ['organisers'] as const;
const settingsKey = [...organisersKey, 'settings'] as const;
const pendingKey = [...organisersKey, 'members', 'pending'] as const;
const organiserListKey = [...organisersKey, 'members', 'organisers'] as const;

export function useApprovalSetting() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<OrganiserSettings>('/organisers/settings', { auth: true, signal }),
  });
}

export function usePendingMembers() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => api<PendingMembers>('/organisers/members/pending', { auth: true, signal }),
  });
}

export function useOrganiserList() {
  return useQuery({
    queryKey: organiserListKey,
    queryFn: ({ signal }) => api<ListedMembers>('/organisers/members/organisers', { auth: true, signal }),
  });
}

/** GET …/members/suspended?page: suspended members, then accounts being deleted. */
export function useOutMembers(page: number) {
  return useQuery({
    queryKey: [...organisersKey, 'members', 'suspended', page],
    queryFn: ({ signal }) =>
      api<OutMembers>(`/organisers/members/suspended?page=${page}`, { auth: true, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/members/search?q=: active members whose username starts with q. */
export function searchMembers(q: string) {
  return api<ListedMembers>(`/organisers/members/search?q=${encodeURIComponent(q)}`, { auth: true });
}

export type MemberAction =
  | { kind: 'approve'; id: number }
  | { kind: 'decline'; id: number; reason: string }
  | { kind: 'role'; id: number; role: MemberRole }
  | { kind: 'approval'; approvalRequired: boolean };

const onMember = (id: number, path: string, body: object) =>
  api<MemberActionResult>(`/organisers/members/${id}/${path}`, { method: 'POST', body, auth: true });

function send(action: MemberAction): Promise<MemberActionResult | OrganiserSettings> {
  switch (action.kind) {
    case 'approve':
      return onMember(action.id, 'approve', {});
    case 'decline':
      return onMember(action.id, 'decline', { reason: action.reason });
    case 'role':
      return onMember(action.id, 'role', { role: action.role });
    case 'approval':
      return api<OrganiserSettings>('/organisers/settings', {
        method: 'PUT',
        body: { approvalRequired: action.approvalRequired },
        auth: true,
      });
  }
}

export const actionError = (error: unknown) => errorMessage(error, 'That did not work. Please try again.');

/**
 * One mutation for every action of the page: the server's sentence as a toast, and the
 * organisers' data read again. `onDone` runs after a success (closing a dialog). A dialog shows
 * its own error (a toast would sit behind it); elsewhere a failure is a toast.
 */
export function useMemberAction({
  onDone,
  inDialog = false,
}: {
  onDone?: () => void;
  inDialog?: boolean;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      toast(
        'message' in answer
          ? answer.message
          : answer.approvalRequired
            ? 'New members now need approval.'
            : 'New members can take part at once.',
      );
      onDone?.();
    },
    onError: (error) => {
      if (!inDialog) toast(actionError(error), 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisersKey }),
  });
}
