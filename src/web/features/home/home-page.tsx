import { WELCOME_HEADING } from '../../../shared/landing';
import { useClubContent } from '../../lib/club-content';
import { useSession } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { HeroActions } from './hero-actions';
import { MemberMosaic } from './member-mosaic';
import { NextEvents } from './next-events';
import { StateMap } from './state-map';
import { useHomeMosaic } from './use-home-mosaic';
import { useStateEvents } from './use-state-events';
import { useStateNumbers } from './use-state-numbers';
import { useStatePaths } from './use-state-paths';
import './home-page.css';

export default function HomePage() {
  useTitle('Home');
  const { data: content } = useClubContent();
  const session = useSession();
  const numbers = useStateNumbers();
  const mosaic = useHomeMosaic();
  const paths = useStatePaths();
  const stateEvents = useStateEvents();
  return (
    <section className="page page-wide home" aria-labelledby="page-title">
      {/* Text first (and on the left on a laptop): the heading is the first paint, the photos follow.
          The server paints this header from the HTML before the script (server/lib/first-paint.ts,
          styled by home-hero.css in the main CSS): keep the two the same.
          The h1 starts at the content's left edge like every PageHeader title; ui/page itself is not
          used to keep this route within its JavaScript budget. */}
      <div className="home-hero">
        <header className="home-hero-text">
          <h1 id="page-title" className="home-title">
            {WELCOME_HEADING}
          </h1>
          <p className="lead home-lead">{content?.welcome}</p>
          <HeroActions session={session} />
        </header>
        <MemberMosaic members={mosaic.data} />
      </div>
      <NextEvents />
      <section className="home-map" aria-labelledby="home-map-title">
        <h2 id="home-map-title">Members by state</h2>
        {numbers.isError && <p>Member counts are not available right now. The state links still work.</p>}
        <StateMap counts={numbers.data} paths={paths.data} events={stateEvents.data} />
      </section>
    </section>
  );
}
