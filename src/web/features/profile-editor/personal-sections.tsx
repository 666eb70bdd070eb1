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
      <TextField {...form.text('about')} rows={5} />
      <TextField {...form.text('other')} rows={3} hint="Anything else you would like members to know." />
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
      <TextField {...form.text('email')} type="email" autoComplete="email" inputMode="email" />
      <TextField {...form.text('phonenumber')} type="tel" autoComplete="tel" />
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

export function RolesSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>Roles</legend>
      <ChoiceGroup {...form.choice('imawhat')} />
    </fieldset>
  );
}

export function CosplaysSection({ form }: { form: ProfileForm }) {
  return (
    <fieldset className="profile-section">
      <legend>Cosplays</legend>
      <TextField {...form.text('complete')} hint={LIST_HINT} />
      <TextField {...form.text('inprogress')} hint={LIST_HINT} />
      <TextField {...form.text('cosplaygroup')} hint={LIST_HINT} />
    </fieldset>
  );
}
