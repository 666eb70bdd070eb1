import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { todayIso } from '../../../shared/rules/birthdate';
import { type SignupFields, validateSignup } from '../../../shared/rules/signup';
import { ApiError } from '../../lib/api';
import { setSession, useSession } from '../../lib/session';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { createAccount } from './api';
import { SignedInPanel } from './signed-in-panel';

type Fields = Required<SignupFields>;

export default function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [fields, setFields] = useState<Fields>({
    firstname: '',
    lastname: '',
    year: '',
    month: '',
    day: '',
    username: '',
    password: '',
    confirmPassword: '',
    recoveryemail: '',
    referredby: params.get('refby') ?? '',
  });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateSignup(fields, todayIso());
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError('');
    setBusy(true);
    const form = new FormData();
    form.set('firstname', fields.firstname.trim());
    form.set('lastname', fields.lastname.trim());
    form.set('birthdate', check.birthdate);
    form.set('username', fields.username.trim());
    form.set('password', fields.password);
    form.set('recoveryemail', fields.recoveryemail.trim());
    form.set('referredby', fields.referredby.trim());
    try {
      const created = await createAccount(form);
      setSession({
        token: created.token,
        username: created.username,
        userid: String(created.userId),
        role: 'member',
        status: created.status,
      });
      // Into the profile editor; a sign-up waiting for approval sees the waiting page there
      // instead (RequireAuth), which turns into the editor once an organiser approves it.
      navigate(`/update/${created.userId}`);
    } catch (e) {
      const message = e instanceof ApiError && e.serverMessage ? e.serverMessage : MSG.signupFallback;
      setError(`${message}!!!`);
    } finally {
      setBusy(false);
    }
  }

  if (session && !busy) {
    return (
      <Page title="Create your account">
        <SignedInPanel session={session} />
      </Page>
    );
  }

  return (
    <Page title="Create your account">
      <p>Members must be at least 18 years old.</p>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field-row">
          <FormField label="First name" autoComplete="given-name" {...bind('firstname')} />
          <FormField label="Last name" autoComplete="family-name" {...bind('lastname')} />
        </div>
        <fieldset className="field-row birth">
          <legend>Date of birth</legend>
          <FormField
            label="Year"
            inputMode="numeric"
            placeholder="YYYY"
            maxLength={4}
            autoComplete="bday-year"
            {...bind('year')}
          />
          <FormField
            label="Month"
            inputMode="numeric"
            placeholder="MM"
            maxLength={2}
            autoComplete="bday-month"
            {...bind('month')}
          />
          <FormField
            label="Day"
            inputMode="numeric"
            placeholder="DD"
            maxLength={2}
            autoComplete="bday-day"
            {...bind('day')}
          />
        </fieldset>
        <FormField label="Username" autoComplete="username" autoCapitalize="none" {...bind('username')} />
        <FormField label="Password" type="password" autoComplete="new-password" {...bind('password')} />
        <p className="hint">
          At least 8 characters with a number and one of !@#$%^&amp;*()-=+_ (letters and digits otherwise).
        </p>
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        <FormField label="Recovery email" type="email" autoComplete="email" {...bind('recoveryemail')} />
        <FormField label="Referred by (optional)" {...bind('referredby')} />
        <ErrorText>{error}</ErrorText>
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Creating your account…' : 'Sign up'}
        </button>
      </form>
      <p>
        Already a member? <Link to="/login">Log in</Link>
      </p>
    </Page>
  );
}
