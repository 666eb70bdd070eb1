import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ContactVisibility, PrivacySettings, Visibility } from '../../../shared/profile/privacy-options';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { privacyKey, savePrivacy, usePrivacy } from './api';
import { CheckboxSetting, RadioGroup } from './radio-group';

const VISIBILITY_OPTIONS = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'members', label: 'Only signed-in members' },
] as const satisfies readonly { value: Visibility; label: string }[];

const CONTACT_OPTIONS = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'members', label: 'Members' },
  { value: 'nobody', label: 'Nobody' },
] as const satisfies readonly { value: ContactVisibility; label: string }[];

/** Who sees the member, where they are listed and whether search engines may index them. */
export function PrivacySection({ userId }: { userId: string }) {
  const query = usePrivacy(userId);
  return (
    <Card as="section" className="settings-section" aria-labelledby="settings-privacy">
      <h2 id="settings-privacy">Privacy</h2>
      {query.isPending && <p role="status">Loading your privacy settings…</p>}
      {query.isError && (
        <>
          <ErrorText>{errorMessage(query.error, 'Your privacy settings could not be loaded.')}</ErrorText>
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        </>
      )}
      {query.data && <PrivacyForm userId={userId} saved={query.data} />}
    </Card>
  );
}

function PrivacyForm({ userId, saved }: { userId: string; saved: PrivacySettings }) {
  const [settings, setSettings] = useState(saved);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: PrivacySettings) => savePrivacy(userId, next),
    onSuccess: (_answer, next) => {
      queryClient.setQueryData(privacyKey(userId), next);
      toast('Privacy settings saved');
    },
  });
  const change = (patch: Partial<PrivacySettings>) => setSettings((s) => ({ ...s, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(settings);
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <RadioGroup
        name="visibility"
        legend="Who can see your profile"
        hint="With “Only signed-in members”, visitors who are not logged in cannot open your page or find you in search."
        options={VISIBILITY_OPTIONS}
        value={settings.visibility}
        onChange={(visibility) => change({ visibility })}
      />
      <CheckboxSetting
        label="Show me in the member list, search, the map and the landing page"
        hint="When this is off, your page still opens from its address (if the setting above allows it) and your game scores show as “a member”."
        checked={settings.listed}
        onChange={(listed) => change({ listed })}
      />
      <RadioGroup
        name="contactvisibility"
        legend="Who sees your email and phone"
        hint="“Members” means people who are logged in to the club site."
        options={CONTACT_OPTIONS}
        value={settings.contactvisibility}
        onChange={(contactvisibility) => change({ contactvisibility })}
      />
      <CheckboxSetting
        label="Let search engines index my profile"
        hint="When this is off, we ask search engines such as Google not to list your page."
        checked={settings.indexable}
        onChange={(indexable) => change({ indexable })}
      />
      <ErrorText>
        {save.isError &&
          errorMessage(save.error, 'Your privacy settings could not be saved. Please try again.')}
      </ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save privacy settings'}
        </Button>
      </div>
    </form>
  );
}
