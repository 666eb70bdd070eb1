import { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../../../shared/constants';
import { LINK_KINDS, type LinkField } from '../../../shared/profile/social-links';
import { TextField } from './text-field';
import type { ProfileForm } from './use-profile-form';

const HINTS: Partial<Record<LinkField, string>> = {
  discord: 'Invite code',
  cashapp: 'Cashtag without $',
  etsy: 'Shop name',
};
const DEFAULT_HINT = 'Handle or profile address';

function LinkFields({ form, fields }: { form: ProfileForm; fields: readonly LinkField[] }) {
  return (
    <div className="link-grid">
      {fields.map((field) => (
        <TextField
          key={field}
          {...form.text(field, LINK_KINDS[field].label)}
          hint={HINTS[field] ?? DEFAULT_HINT}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
      ))}
    </div>
  );
}

export function SocialSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>Social links</legend>
      <p className="section-hint">Type your handle or paste your profile address; we make the link.</p>
      <LinkFields form={form} fields={SOCIAL_FIELDS} />
    </fieldset>
  );
}

export function SupportSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>Support links</legend>
      <LinkFields form={form} fields={SUPPORT_FIELDS} />
    </fieldset>
  );
}

export function EmbedsSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>Embeds</legend>
      <TextField
        {...form.text('calendar')}
        type="url"
        hint="A public Google Calendar embed address (https://calendar.google.com/…). Leave empty to hide."
      />
      <TextField
        {...form.text('milanote')}
        type="url"
        hint="A Milanote board share address (https://app.milanote.com/…). Leave empty to hide."
      />
    </fieldset>
  );
}
