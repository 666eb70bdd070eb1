import { useParams } from 'react-router';
import type { ConventionDetail } from '../../../shared/api/conventions';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Chip } from '../../ui/chip';
import { CommentsSection } from '../../ui/comments/comments-section';
import { ErrorText } from '../../ui/error-text';
import NotFoundPage from '../../ui/not-found-page';
import { PageHeader } from '../../ui/page';
import { ConAlbumsSection } from './albums/con-albums-section';
import { useCon } from './api';
import { conDates } from './con-dates';
import { GoingSection } from './going/going-section';
import { GroupsSection } from './groups/groups-section';
import { MeetupsSection } from './meetups/meetups-section';
import { ShootsSection } from './shoots/shoots-section';
import './conventions.css';

/** /cons/:slug — one con: when and where, then who's going, meetups, group cosplays and photoshoots. */
export default function ConPage() {
  const { slug } = useParams();
  const con = useCon(slug);
  useTitle(con.data?.name ?? 'Convention');
  if (con.error instanceof ApiError && (con.error.status === 404 || con.error.status === 400)) {
    return <NotFoundPage />;
  }
  if (!con.data) {
    return (
      <section className="page page-wide con-page" aria-labelledby="page-title" aria-busy={con.isPending}>
        <PageHeader title={con.isPending ? 'Loading the convention…' : 'Convention'} />
        {con.isError && (
          <ErrorText>{errorMessage(con.error, 'The convention could not be loaded.')}</ErrorText>
        )}
      </section>
    );
  }
  return <ConView con={con.data} />;
}

function ConView({ con }: { con: ConventionDetail }) {
  const session = useSession();
  return (
    <article className="page page-wide con-page" aria-labelledby="page-title">
      <PageHeader
        title={con.name}
        lead={
          <>
            <span className="con-dates">{conDates(con.startsOn, con.endsOn)}</span>
            {' · '}
            <span className="con-place">
              {con.city}, {con.state}
            </span>
          </>
        }
        actions={
          session && (
            <>
              {con.status === 'listed' && (
                <ButtonLink to={`/cons/${encodeURIComponent(con.slug)}/plan`} variant="secondary">
                  My day plan
                </ButtonLink>
              )}
              {session.role === 'organiser' && (
                <ButtonLink to={`/cons/${encodeURIComponent(con.slug)}/edit`} variant="secondary">
                  Edit
                </ButtonLink>
              )}
            </>
          )
        }
      />
      {con.status !== 'listed' && (
        <p className="con-status">
          <Chip tone="alert">{con.status === 'suggested' ? 'Waiting for the organisers' : 'Declined'}</Chip>
        </p>
      )}
      <Card className="con-facts">
        <dl>
          <dt>When</dt>
          <dd>{conDates(con.startsOn, con.endsOn)}</dd>
          {con.venue && (
            <>
              <dt>Venue</dt>
              <dd>{con.venue}</dd>
            </>
          )}
          <dt>Where</dt>
          <dd>
            {con.city}, {con.state}
          </dd>
          {con.website && (
            <>
              <dt>Website</dt>
              <dd>
                <a href={con.website} target="_blank" rel="noopener noreferrer">
                  {con.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </>
          )}
        </dl>
      </Card>
      {/* Each section is a full-width card with its own h2 and anchor (#going, #meetups, #groups, #shoots, #albums). */}
      <div className="con-sections">
        <GoingSection con={con} />
        <MeetupsSection con={con} />
        <GroupsSection con={con} />
        <ShootsSection con={con} />
        <ConAlbumsSection con={con} />
      </div>
      {con.status === 'listed' && (
        <CommentsSection subject={{ kind: 'con', id: String(con.id) }} title="Talk about this con" />
      )}
    </article>
  );
}
