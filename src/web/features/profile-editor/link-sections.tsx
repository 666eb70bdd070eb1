import { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../../../shared/constants';
import { LINK_KINDS, type LinkField } from '../../../shared/profile/social-links';
import { DisclosureSection, filledText } from './disclosure-section';
import { TextField } from './text-field';
import type { ProfileForm } from './use-profile-form';

/** Hints only where the service wants something other than a handle or a profile address. */
const HINTS: Partial<Record<LinkField, string>> = {
  discord: 'Invite code',
  cashapp: 'Cashtag without $',
  etsy: 'Shop name',
  reddit: 'Name, u/name or profile address',
  mastodon: '@name@server or profile address',
};
const EMBED_FIELDS = ['calendar', 'milanote'];

function LinkFields({ form, fields }: { form: ProfileForm; fields: readonly LinkField[] }) {
  return (
    <div className="link-grid">
      {fields.map((field) => (
        <TextField
          key={field}
          {...form.text(field, LINK_KINDS[field].label)}
          hint={HINTS[field]}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
      ))}
    </div>
  );
}

function LinkSection({
  form,
  title,
  fields,
}: {
  form: ProfileForm;
  title: string;
  fields: readonly LinkField[];
}) {
  const status = form.status(fields);
  return (
    <DisclosureSection title={title} meta={filledText(status.filled)} status={status}>
      <p className="section-hint">Type your handle or paste your profile address; we make the link.</p>
      <LinkFields form={form} fields={fields} />
    </DisclosureSection>
  );
}

export const SocialSection = ({ form }: { form: ProfileForm }) => (
  <LinkSection form={form} title="Social links" fields={SOCIAL_FIELDS} />
);

export const SupportSection = ({ form }: { form: ProfileForm }) => (
  <LinkSection form={form} title="Support links" fields={SUPPORT_FIELDS} />
);

export function EmbedsSection({ form }: { form: ProfileForm }) {
  const status = form.status(EMBED_FIELDS);
  return (
    <DisclosureSection title="Embeds" meta={filledText(status.filled)} status={status}>
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
    </DisclosureSection>
  );
}
