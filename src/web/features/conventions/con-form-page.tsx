import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import NotFoundPage from '../../ui/not-found-page';
import { Page } from '../../ui/page';
import { useCon } from './api';
import { ConForm } from './con-form';
import './conventions.css';

/** /cons/new (organisers add, members suggest) and /cons/:slug/edit (organisers). */
export default function ConFormPage() {
  const { slug } = useParams();
  const session = useSession();
  const organiser = session?.role === 'organiser';
  const con = useCon(slug);
  if (!slug) {
    return organiser ? (
      <Page title="Add a convention" lead="It is listed on /cons at once.">
        <ConForm submitLabel="Add the convention" />
      </Page>
    ) : (
      <Page title="Suggest a convention" lead="The organisers review it; it is listed once they approve it.">
        <ConForm submitLabel="Send the suggestion" />
      </Page>
    );
  }
  if (con.error instanceof ApiError && con.error.status === 404) return <NotFoundPage />;
  return (
    <Page title={con.data ? `Edit ${con.data.name}` : 'Edit a convention'}>
      {!organiser && <p>Only organisers can edit a convention.</p>}
      {organiser && con.data && <ConForm con={con.data} submitLabel="Save the convention" />}
      {con.isPending && <p aria-busy="true">Loading the convention…</p>}
    </Page>
  );
}
