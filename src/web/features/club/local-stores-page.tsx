import { Link } from 'react-router';
import { STATES } from '../../../shared/constants';
import { useClubContent } from '../../lib/club-content';
import { Card } from '../../ui/card';
import { Chip } from '../../ui/chip';
import { PinIcon } from '../../ui/icons';
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
    <Page title="Local stores" lead="Fabric, craft and prop-making supplies near you, state by state." wide>
      <ContentStatus isPending={isPending} isError={isError} />
      <ul className="card-grid state-grid">
        {STATES.map((state) => {
          const count = content?.stores[state.slug]?.stores.length;
          return (
            <Card as="li" key={state.slug} className={count ? 'state-card has-stores' : 'state-card'}>
              <PinIcon className="state-card-icon" />
              <div className="state-card-text">
                {/* The link covers the whole card (club.css), so the card is one big target. */}
                <Link className="state-card-link" to={`/localstores/${state.slug}`}>
                  {state.name}
                </Link>
                {content && <Chip tone={count ? 'accent' : 'plain'}>{storeCount(count)}</Chip>}
              </div>
            </Card>
          );
        })}
      </ul>
    </Page>
  );
}
