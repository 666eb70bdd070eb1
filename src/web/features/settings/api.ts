import { useQuery } from '@tanstack/react-query';
import type { SessionsResponse } from '../../../shared/api/sessions';
import { PRIVACY_DEFAULTS, type PrivacySettings } from '../../../shared/profile/privacy-options';
import { api } from '../../lib/api';

export const privacyKey = (userId: string) => ['privacy', userId] as const;
export const sessionsKey = ['sessions'] as const;

/** A profile answer read for its privacy fields only; a field the server leaves out keeps its default. */
export function readPrivacy(profile: Partial<Record<keyof PrivacySettings, unknown>>): PrivacySettings {
  const flag = (value: unknown, fallback: boolean) =>
    value === true || value === 'true' ? true : value === false || value === 'false' ? false : fallback;
  return {
    visibility: profile.visibility === 'members' ? 'members' : PRIVACY_DEFAULTS.visibility,
    listed: flag(profile.listed, PRIVACY_DEFAULTS.listed),
    contactvisibility:
      profile.contactvisibility === 'members' || profile.contactvisibility === 'nobody'
        ? profile.contactvisibility
        : PRIVACY_DEFAULTS.contactvisibility,
    indexable: flag(profile.indexable, PRIVACY_DEFAULTS.indexable),
  };
}

/** GET /api/users/{id}, read for the four privacy settings. */
export function usePrivacy(userId: string) {
  return useQuery({
    queryKey: privacyKey(userId),
    queryFn: async ({ signal }) =>
      readPrivacy(await api(`/users/${encodeURIComponent(userId)}`, { auth: true, signal })),
    gcTime: 0,
  });
}

/** PUT /api/users/{id} (multipart) with only the privacy fields: the server keeps everything else. */
export function savePrivacy(userId: string, settings: PrivacySettings) {
  const form = new FormData();
  form.set('visibility', settings.visibility);
  form.set('listed', String(settings.listed));
  form.set('contactvisibility', settings.contactvisibility);
  form.set('indexable', String(settings.indexable));
  return api<{ message: string }>(`/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: form,
    auth: true,
  });
}

/** GET /api/sessions: where the member is signed in. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api<SessionsResponse>('/sessions', { auth: true, signal }),
  });
}

/** DELETE /api/sessions/{id}: signs one other device out. */
export function endSession(id: string) {
  return api<null>(`/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
}

/** DELETE /api/sessions: signs out everywhere but here. */
export function endOtherSessions() {
  return api<{ ended: number }>('/sessions', { method: 'DELETE', auth: true });
}
