import { useParams } from 'react-router';
import { conPlanPath } from '../../../shared/api/con-plan';
import { ApiError } from '../../lib/api';
import { Button, ButtonLink } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { OfflineBanner } from '../../ui/offline-banner';
import { Page } from '../../ui/page';
import { useConPlan } from './api';
import { PlanDay } from './plan-day';
import './con-plan.css';

/**
 * /cons/:slug/plan: the member's day plan at a con (issue 35 item 7), to print on one sheet or
 * read offline (the service worker keeps the API answer; the banner says from when).
 */
export default function ConPlanPage() {
  const { slug = '' } = useParams();
  const plan = useConPlan(slug);
  const name = plan.data?.con.name;
  const title = name ? `My day at ${name}` : 'My day plan';
  const actions = (
    <>
      <Button onClick={() => window.print()} disabled={!plan.data}>
        Print
      </Button>
      <ButtonLink variant="secondary" to={`/cons/${encodeURIComponent(slug)}`}>
        Con page
      </ButtonLink>
    </>
  );
  const lead = plan.data ? [plan.data.con.venue, plan.data.con.city].filter(Boolean).join(', ') : undefined;
  return (
    <Page title={title} lead={lead} actions={actions} className="con-plan" wide>
      <OfflineBanner apiPath={conPlanPath(slug)} />
      {plan.isPending && <p className="con-plan-status">Loading your plan…</p>}
      {plan.isError && (
        <ErrorText>
          {plan.error instanceof ApiError && plan.error.status === 404
            ? 'No such convention.'
            : 'Your plan could not be loaded (it is kept on this device once opened online).'}
        </ErrorText>
      )}
      {plan.data && plan.data.days.length === 0 && (
        <p className="con-plan-status">
          Nothing planned yet: say which days you go, book a photoshoot or join a group on the con page.
        </p>
      )}
      {plan.data && plan.data.days.length > 0 && (
        <div className="con-plan-days">
          {plan.data.days.map((day) => (
            <PlanDay key={day.day ?? 'any'} day={day} />
          ))}
        </div>
      )}
    </Page>
  );
}
