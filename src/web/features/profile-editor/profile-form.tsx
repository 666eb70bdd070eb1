import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { errorMessage } from '../../lib/error-message';
import { ErrorText } from '../../ui/error-text';
import { AccountSection } from './account-section';
import { updateProfile } from './api';
import { EmbedsSection, SocialSection, SupportSection } from './link-sections';
import {
  AboutSection,
  ContactSection,
  CosplaysSection,
  RolesSection,
  WhereSection,
} from './personal-sections';
import { PhotosSection } from './photos-section';
import { buildUpdateForm } from './profile-form-model';
import { usePhotoSlots } from './use-photo-slots';
import { useProfileForm } from './use-profile-form';

/** The editor form, started from the profile the server sent. */
export function ProfileForm({ userId, profile }: { userId: string; profile: OwnProfile }) {
  const form = useProfileForm(profile);
  const photos = usePhotoSlots(profile);
  const [message, setMessage] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: FormData) => updateProfile(userId, body),
    onSuccess: () => {
      // Lists, search and the public profile fetch the new values when they are next shown.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      navigate('/users');
    },
    onError: (error) => setMessage(errorMessage(error, MSG.updateFallback)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = form.validate();
    if (!result.ok) {
      setMessage(result.first);
      // After the errors render, take the member to the first field that needs fixing.
      requestAnimationFrame(() => {
        const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        invalid?.focus();
      });
      return;
    }
    setMessage('');
    const current = form.needsCurrent ? form.values.currentPassword : '';
    save.mutate(buildUpdateForm(result.fields, form.values.password, photos.parts, current));
  }

  return (
    <form ref={formRef} className="form profile-form" onSubmit={submit} noValidate>
      <AboutSection form={form} />
      <ContactSection form={form} />
      <WhereSection form={form} />
      <RolesSection form={form} />
      <CosplaysSection form={form} />
      <SocialSection form={form} />
      <SupportSection form={form} />
      <EmbedsSection form={form} />
      <PhotosSection photos={photos} />
      <AccountSection form={form} />
      <div className="profile-submit">
        <ErrorText>{message}</ErrorText>
        <button className="button" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}
