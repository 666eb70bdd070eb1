import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { todayIso } from '../../../shared/rules/birthdate';
import { validateSignup } from '../../../shared/rules/signup';
import { ApiError } from '../../lib/api';
import { setSession, useSession } from '../../lib/session';
import { ErrorSummary } from '../../ui/error-summary';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { createAccount } from './api';
import { BIRTH_FIRST_ID, BirthDateFields } from './birth-date-fields';
import { SignedInPanel } from './signed-in-panel';
import {
  hasMissingFields,
  type SignupErrors,
  type SignupField,
  type SignupForm,
  signupErrors,
  trimmed,
} from './signup-errors';

const idOf = (field: string) => (field === 'birth' ? BIRTH_FIRST_ID : `signup-${field}`);
const summaryTitle = (count: number) =>
  count === 0
    ? 'Not signed up yet'
    : `Not signed up yet: ${count === 1 ? 'one field needs' : `${count} fields need`} fixing`;

/** A refusal beside the list: the server's, with the spec's '!!!' (a taken username also shows at its field). */
interface ServerError {
  message: string;
  field?: SignupField;
}

export default function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [fields, setFields] = useState<SignupForm>({
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
  const [errors, setErrors] = useState<SignupErrors>([]);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  const errorOf = (field: SignupField) =>
    errors.find(([f]) => f === field)?.[1] ??
    (serverError?.field === field ? serverError.message : undefined);

  function change(name: keyof SignupForm, value: string) {
    const next = { ...fields, [name]: value };
    setFields(next);
    // A fixed field loses its error as it is typed; new problems wait for the next Sign up.
    if (errors.length > 0) {
      const still = new Set(signupErrors(next, todayIso()).map(([f]) => f));
      setErrors(errors.filter(([f]) => still.has(f)));
    }
    if (serverError?.field === name) setServerError(null);
  }
  const bind = (name: Exclude<keyof SignupForm, 'year' | 'month' | 'day'>) => ({
    id: idOf(name),
    name,
    value: fields[name],
    error: errorOf(name),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change(name, e.target.value),
  });

  // After the list renders (an effect runs once it is on the page), take the member to it.
  const [shown, setShown] = useState(0);
  const showSummary = () => setShown((n) => n + 1);
  useEffect(() => {
    if (shown === 0) return;
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView({ block: 'center' });
  }, [shown]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const found = signupErrors(fields, todayIso());
    setErrors(found);
    // The shared rule the server applies too; it passes whenever signupErrors finds nothing.
    const check = validateSignup(trimmed(fields), todayIso());
    if (found.length > 0 || !check.ok) {
      if (found.length === 0 && !check.ok) setServerError({ message: check.message });
      showSummary();
      return;
    }
    setBusy(true);
    const sent = trimmed(fields);
    const form = new FormData();
    form.set('firstname', sent.firstname);
    form.set('lastname', sent.lastname);
    form.set('birthdate', check.birthdate);
    form.set('username', sent.username);
    form.set('password', sent.password);
    form.set('recoveryemail', sent.recoveryemail);
    form.set('referredby', sent.referredby);
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
      const taken = e instanceof ApiError && e.status === 409;
      setServerError({ message: `${message}!!!`, field: taken ? 'username' : undefined });
      showSummary();
    } finally {
      setBusy(false);
    }
  }

  if (session && !busy) {
    return (
      <Page title="Create your account" narrow>
        <SignedInPanel session={session} />
      </Page>
    );
  }

  return (
    <Page title="Create your account" lead="Members must be at least 18 years old." narrow>
      <form className="form signup-form" onSubmit={submit} noValidate>
        {(errors.length > 0 || serverError) && (
          <ErrorSummary
            className="signup-summary"
            errors={errors}
            headingId="signup-errors-title"
            summaryRef={summaryRef}
            idOf={idOf}
            title={summaryTitle}
          >
            {hasMissingFields(errors) && <p>{MSG.allFieldsRequired}</p>}
            {serverError && <ErrorText>{serverError.message}</ErrorText>}
          </ErrorSummary>
        )}
        <div className="signup-names">
          <FormField label="First name" autoComplete="given-name" {...bind('firstname')} />
          <FormField label="Last name" autoComplete="family-name" {...bind('lastname')} />
        </div>
        <BirthDateFields values={fields} onChange={change} error={errorOf('birth')} />
        <FormField label="Username" autoComplete="username" autoCapitalize="none" {...bind('username')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters with a number and one of !@#$%^&*()-=+_ (letters and digits otherwise)."
          {...bind('password')}
        />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        <FormField label="Recovery email" type="email" autoComplete="email" {...bind('recoveryemail')} />
        <FormField label="Referred by (optional)" {...bind('referredby')} />
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
