import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { clearSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { toast } from '../../ui/toast';

/**
 * Leaving the club: what happens is said before the password is asked. The server hides the
 * member at once, mails a restore link, and erases everything after 30 days.
 */
export function DeleteSection({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await api(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE', auth: true, body: { password } });
      clearSession('logout');
      toast('Your account is being deleted. We emailed you a link to restore it within 30 days.');
      navigate('/');
    } catch (e) {
      setError(errorMessage(e, 'Your account could not be deleted. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Card as="section" className="settings-section settings-danger" aria-labelledby="settings-delete">
      <h2 id="settings-delete">Delete your account</h2>
      <p>
        Your profile, photos and name on the leaderboards disappear for everyone at once, and you are signed
        out everywhere. We email your recovery address a link that restores everything as it was for 30 days;
        after that your profile, photos, scores and sessions are erased for good and your username becomes
        free.
      </p>
      <p>Download your data first if you want a copy.</p>
      <form className="form" onSubmit={submit}>
        <FormField
          label="Your password"
          name="delete-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button variant="danger" type="submit" disabled={busy || password === ''}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </Button>
        <ErrorText>{error}</ErrorText>
      </form>
    </Card>
  );
}
