import { Link } from 'react-router';
import { STATES } from '../../../shared/constants';
import { useClubContent } from '../../lib/club-content';
import { Page } from '../../ui/page';
import { ContentStatus } from './content-status';
import './club.css';

function storeCount(count: number | undefined): string {
  if (!count) return 'No stores listed yet';
  return count === 1 ? '1 store' : `${count} stores`;
}

/** /localstores: the twelve states, each with how many stores the club lists there. */
export default function LocalStoresPage() {
  const { data: content, isPending, isError } = useClubContent();
  return (
    <Page title="Local stores" wide>
      <p className="lead">Fabric, craft and prop-making supplies near you, state by state.</p>
      <ContentStatus isPending={isPending} isError={isError} />
      <ul className="card-list state-list">
        {STATES.map((state) => (
          <li key={state.slug} className="card">
            <Link to={`/localstores/${state.slug}`}>{state.name}</Link>
            {content && <p>{storeCount(content.stores[state.slug]?.stores.length)}</p>}
          </li>
        ))}
      </ul>
    </Page>
  );
}
