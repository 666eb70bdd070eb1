import { ContentField } from './content-field';
import { FormSection } from './form-section';
import type { ContentForm } from './use-content-form';

export function WelcomeSection({ form }: { form: ContentForm }) {
  return (
    <FormSection id="content-welcome" where="The home page's welcome, and the club's name and address.">
      <ContentField {...form.field('welcome')} rows={3} hint="The first paragraph on the home page." />
      <div className="field-row">
        <ContentField {...form.field('clubName')} />
        <ContentField
          {...form.field('clubEmail')}
          type="email"
          hint="Optional. The calendar page asks members to invite it to events in their own calendars."
        />
      </div>
    </FormSection>
  );
}

const LINKS = [
  { key: 'supportLink', hint: 'In the footer of every page.' },
  { key: 'chatCommunity', hint: 'In the Community menu.' },
  { key: 'forumCommunity', hint: 'In the Community menu.' },
] as const;

export function LinksSection({ form }: { form: ContentForm }) {
  return (
    <FormSection id="content-links" where="Where the site sends members to support the club and to talk.">
      {LINKS.map(({ key, hint }) => (
        <div key={key} className="field-row content-pair">
          <ContentField {...form.field(`${key}.label`)} hint={hint} />
          <ContentField {...form.field(`${key}.url`)} type="url" inputMode="url" placeholder="https://" />
        </div>
      ))}
    </FormSection>
  );
}

export function FooterSection({ form }: { form: ContentForm }) {
  return (
    <FormSection id="content-footer" where="At the bottom of every page.">
      <ContentField {...form.field('copyrightHolder')} hint="Shown after © and the year." />
      <ContentField {...form.field('trademark')} rows={3} />
    </FormSection>
  );
}
