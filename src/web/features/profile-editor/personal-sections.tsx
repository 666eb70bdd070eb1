import { ChoiceGroup } from './choice-group';
import { TextField } from './text-field';
import type { ProfileForm } from './use-profile-form';

const LIST_HINT = 'Separate several with commas.';

export function AboutSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>About you</legend>
      <div className="field-row">
        <TextField {...form.text('firstname')} autoComplete="given-name" />
        <TextField {...form.text('lastname')} autoComplete="family-name" />
      </div>
      <TextField {...form.text('about')} rows={4} />
      <TextField {...form.text('other')} rows={2} hint="Anything else you would like members to know." />
    </fieldset>
  );
}

export function ContactSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>Contact shown publicly</legend>
      <p className="section-hint">
        Everyone who views your public profile sees these. Leave them empty to hide.
      </p>
      <div className="contact-grid">
        <TextField {...form.text('email')} type="email" autoComplete="email" inputMode="email" />
        <TextField {...form.text('phonenumber')} type="tel" autoComplete="tel" />
      </div>
    </fieldset>
  );
}

export function WhereSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>Where</legend>
      <TextField {...form.text('city')} hint={`Cities near you. ${LIST_HINT}`} autoComplete="off" />
      <ChoiceGroup {...form.choice('state')} />
    </fieldset>
  );
}

/** The roles: one labelled group of chips, a section of its own. */
export function RolesSection({ form }: { form: ProfileForm }) {
  return <ChoiceGroup {...form.choice('imawhat')} section />;
}

export function CosplaysSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>Cosplays</legend>
      <p className="section-hint">{LIST_HINT}</p>
      <TextField {...form.text('complete')} />
      <TextField {...form.text('inprogress')} />
      <TextField {...form.text('cosplaygroup')} />
    </fieldset>
  );
}
