import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useGroup } from '../../lib/groups-api';
import { ButtonLink } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import NotFoundPage from '../../ui/not-found-page';
import { Page } from '../../ui/page';
import { DangerZone } from './danger-zone';
import { GroupForm } from './group-form';
import { EMPTY_GROUP, valuesFromGroup } from './group-form-model';
import './groups.css';

/** /groups/new and /groups/:slug/edit (members only): the group form, and the owner's danger zone. */
export default function GroupFormPage() {
  const { slug } = useParams();
  if (slug === undefined) {
    return (
      <Page
        title="Start a group"
        lead="A chapter, a crew, a circle or a con group. You are its owner; you can name moderators later."
        className="group-form-page"
      >
        <GroupForm initial={EMPTY_GROUP} />
      </Page>
    );
  }
  return <EditGroup slug={slug} />;
}

function EditGroup({ slug }: { slug: string }) {
  const group = useGroup(slug);
  if (group.error instanceof ApiError && (group.error.status === 404 || group.error.status === 400)) {
    return <NotFoundPage />;
  }
  if (!group.data) {
    return (
      <Page title="Edit group" className="group-form-page">
        {group.isPending && <p aria-busy="true">Loading the group…</p>}
        {group.isError && (
          <ErrorText>{errorMessage(group.error, 'The group could not be loaded.')}</ErrorText>
        )}
      </Page>
    );
  }
  const data = group.data;
  const back = `/groups/${encodeURIComponent(data.slug)}`;
  if (!data.can.edit) {
    return (
      <Page
        title="Edit group"
        lead="Only the group’s owner or moderators can change it."
        className="group-form-page"
      >
        <ButtonLink variant="secondary" to={back}>
          Back to the group
        </ButtonLink>
      </Page>
    );
  }
  return (
    <Page title="Edit group" lead={data.name} className="group-form-page">
      <GroupForm
        key={data.id}
        initial={valuesFromGroup(data)}
        existing={{ slug: data.slug, id: data.id, cover: data.cover?.url ?? '', own: data.can.own }}
      />
      {data.can.own && <DangerZone slug={data.slug} name={data.name} />}
    </Page>
  );
}
