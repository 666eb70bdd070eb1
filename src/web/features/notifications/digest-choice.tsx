import { useState } from 'react';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '../../../shared/api/digest';
import { errorMessage } from '../../lib/error-message';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { useChooseDigest, useDigestChoice } from './api';

const LABELS: Record<DigestFrequency, string> = { weekly: 'Weekly', daily: 'Daily', off: 'Off' };

/**
 * The email digest's frequency, saved as soon as it is picked: a morning mail with the events
 * ahead in the member's states, newcomers there, and the news they turned Email on for below.
 */
export function DigestChoiceControl() {
  const digest = useDigestChoice();
  const choose = useChooseDigest();
  // The pick shows at once; a refusal puts it back (the error says why).
  const [picked, setPicked] = useState<DigestFrequency | undefined>();
  const current = picked ?? digest.data?.frequency;
  const onPick = (frequency: DigestFrequency) => {
    setPicked(frequency);
    choose.mutate({ frequency }, { onSettled: () => setPicked(undefined) });
  };

  return (
    <Card className="digest-choice">
      <fieldset className="digest-fieldset" aria-describedby="digest-help">
        <legend className="digest-legend">Email digest</legend>
        <p id="digest-help" className="digest-help">
          A morning email with events coming up in your states, new members there, and the news you turned
          Email on for below. Nothing is sent when there is nothing new.
        </p>
        {digest.isPending && <p role="status">Loading…</p>}
        {digest.isError && (
          <ErrorText>{errorMessage(digest.error, 'Your digest choice could not be loaded.')}</ErrorText>
        )}
        {current && (
          <span className="digest-options">
            {DIGEST_FREQUENCIES.map((frequency) => (
              <label key={frequency} className="choice-switch">
                <input
                  type="radio"
                  name="digest-frequency"
                  value={frequency}
                  checked={current === frequency}
                  onChange={() => onPick(frequency)}
                />
                <span className="choice-switch-label">{LABELS[frequency]}</span>
              </label>
            ))}
          </span>
        )}
        {choose.isError && (
          <ErrorText>{errorMessage(choose.error, 'That did not save. Please try again.')}</ErrorText>
        )}
      </fieldset>
    </Card>
  );
}
