import { Navigate, useParams } from 'react-router';
import type { STATES } from '../../../shared/constants';
import { useClubContent } from '../../lib/club-content';
import { ButtonLink } from '../../ui/button';
import { EmbedFrame } from '../../ui/embed-frame';
import { EmptyState } from '../../ui/empty-state';
import NotFoundPage from '../../ui/not-found-page';
import { Page } from '../../ui/page';
import { ClubEvents } from './club-events';
import { ContentStatus } from './content-status';
import { stateFromAddress } from './state-slug';
import { StoreList } from './store-list';
import './club.css';

type State = (typeof STATES)[number];

/**
 * /localstores/:state: one of the twelve states, or the not-found page for anything else. Another
 * spelling of a state (/localstores/Kansas, /localstores/ks) moves to its one address.
 */
export default function StateStoresPage() {
  const { state: slug } = useParams();
  const state = stateFromAddress(slug);
  if (!state) return <NotFoundPage />;
  if (state.slug !== slug) return <Navigate to={`/localstores/${state.slug}`} replace />;
  return <StateStores state={state} />;
}

function StateStores({ state }: { state: State }) {
  const { data: content, isPending, isError } = useClubContent();
  const entry = content?.stores[state.slug];
  const stores = entry?.stores ?? [];
  return (
    <Page
      title={`${state.name} stores`}
      actions={
        <>
          <ButtonLink variant="secondary" to={`/events?state=${encodeURIComponent(state.name)}`}>
            Events in {state.name}
          </ButtonLink>
          <ButtonLink variant="secondary" to="/localstores">
            All states
          </ButtonLink>
        </>
      }
      wide
    >
      <ContentStatus isPending={isPending} isError={isError} />
      {content && stores.length === 0 && (
        <div className="stores-empty">
          <EmptyState title="No stores listed yet." />
        </div>
      )}
      {stores.length > 0 && (
        <div className="stores-layout">
          <section aria-labelledby="stores-list-title">
            <h2 id="stores-list-title">Where to shop</h2>
            <p className="stores-note">
              Store websites open in a new tab; check them for locations and opening hours.
            </p>
            <StoreList stores={stores} />
          </section>
          {entry?.mapEmbedUrl && (
            <section className="stores-map" aria-labelledby="stores-map-title">
              <h2 id="stores-map-title">Map</h2>
              <EmbedFrame
                src={entry.mapEmbedUrl}
                title={`${state.name} fabric and craft stores map`}
                aspect="4:3"
              />
            </section>
          )}
        </div>
      )}
      <ClubEvents state={state.name} limit={3} />
    </Page>
  );
}
