import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { errorMessage } from '../../lib/error-message';
import type { UploadProgress } from '../../lib/xhr-fetch';
import { ErrorText } from '../../ui/error-text';
import { LeaveGuard } from '../../ui/leave-guard';
import { SaveBarStatus } from '../../ui/save-bar';
import { toast } from '../../ui/toast';
import { AccountSection } from './account-section';
import { updateProfile } from './api';
import { ErrorSummary } from './error-summary';
import { EmbedsSection, SocialSection, SupportSection } from './link-sections';
import {
  AboutSection,
  ContactSection,
  CosplaysSection,
  RolesSection,
  WhereSection,
} from './personal-sections';
import { PhotosSection } from './photos-section';
import { buildUpdateForm, orderedErrors } from './profile-form-model';
import { usePhotoSlots } from './use-photo-slots';
import { useProfileForm } from './use-profile-form';

/** The editor form, started from the profile the server sent. Photos first, Save always in reach. */
export function ProfileForm({ userId, profile }: { userId: string; profile: OwnProfile }) {
  const form = useProfileForm(profile);
  const photos = usePhotoSlots(profile);
  const [serverMessage, setServerMessage] = useState('');
  /** Bytes sent while a save uploads photos; null when it sends none. */
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const saved = useRef(false);
  const summaryId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changed = form.changed || photos.parts.length > 0 || photos.textChanged;
  const save = useMutation({
    mutationFn: ({ body, photos }: { body: FormData; photos: boolean }) =>
      updateProfile(userId, body, photos ? setUpload : undefined),
    onSuccess: () => {
      // Lists, search and the public profile fetch the new values when they are next shown.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      saved.current = true;
      toast('Profile saved', 'success', {
        label: 'View your public page',
        to: `/public/${encodeURIComponent(profile.username)}`,
      });
      navigate('/users');
    },
    onError: (error) => setServerMessage(errorMessage(error, MSG.updateFallback)),
    onSettled: () => setUpload(null),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerMessage('');
    const result = form.validate();
    if (!result.ok) {
      // After the list renders, take the member to it: every error, each a link to its field.
      requestAnimationFrame(() => {
        summaryRef.current?.focus({ preventScroll: true });
        summaryRef.current?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    const current = form.needsCurrent ? form.values.currentPassword : '';
    const sending = photos.parts.some((part) => 'blob' in part);
    setUpload(sending ? { sent: 0, total: 0 } : null);
    save.mutate({
      body: buildUpdateForm(result.fields, form.values.password, photos.parts, current, photos.details),
      photos: sending,
    });
  }

  return (
    <form className="form profile-form" onSubmit={submit} noValidate>
      <PhotosSection photos={photos} />
      <AboutSection form={form} />
      <ContactSection form={form} />
      <WhereSection form={form} />
      <RolesSection form={form} />
      <CosplaysSection form={form} />
      <SocialSection form={form} />
      <SupportSection form={form} />
      <EmbedsSection form={form} />
      <AccountSection form={form} profile={profile} />
      <ErrorSummary errors={orderedErrors(form.errors)} headingId={summaryId} summaryRef={summaryRef} />
      <div className="save-bar profile-save-bar">
        <ErrorText>{serverMessage}</ErrorText>
        <div className="save-bar-row">
          <SaveBarStatus changed={changed} saving={save.isPending} upload={upload} />
          <button className="button" type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </div>
      <LeaveGuard changed={changed} saved={saved} what="your profile" />
    </form>
  );
}
