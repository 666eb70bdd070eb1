import { useId } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { Card } from '../../../ui/card';
import { ErrorText } from '../../../ui/error-text';
import { useApprovalSetting, useMemberAction } from './api';

/** The "New members need approval" switch, with what it does in one line. */
export function ApprovalSwitch() {
  const setting = useApprovalSetting();
  const change = useMemberAction();
  const titleId = useId();
  const hintId = useId();
  // While the change is on its way the switch already shows it.
  const asked = change.isPending && change.variables.kind === 'approval' ? change.variables : undefined;
  const on = asked?.approvalRequired ?? setting.data?.approvalRequired ?? false;

  return (
    <Card as="section" className="member-admin-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Sign-up approval</h2>
      {setting.isError && (
        <ErrorText>{errorMessage(setting.error, 'The setting could not be loaded.')}</ErrorText>
      )}
      <div className="approval-switch">
        <label className="approval-switch-row">
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            disabled={!setting.data}
            aria-describedby={hintId}
            onChange={(event) => {
              if (!change.isPending)
                change.mutate({ kind: 'approval', approvalRequired: event.target.checked });
            }}
          />
          <span className="approval-switch-label">New members need approval</span>
          <span className="approval-switch-state" aria-hidden="true">
            {on ? 'On' : 'Off'}
          </span>
        </label>
        <p id={hintId} className="field-hint">
          While on, a new account waits below until an organiser approves it; meanwhile it sees only a waiting
          page. Switching it off approves nobody who is already waiting.
        </p>
      </div>
    </Card>
  );
}
