import { useState } from 'react';
import { useTitle } from '../../lib/use-title';
import { Avatar } from '../../ui/avatar';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Chip, ChipList } from '../../ui/chip';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { EventRowList } from '../../ui/event-row';
import { FormField } from '../../ui/form-field';
import { PageHeader } from '../../ui/page';
import { toast } from '../../ui/toast';
import './design-page.css';

const SWATCHES = [
  'bg',
  'surface',
  'surface-2',
  'text',
  'muted',
  'border',
  'accent',
  'accent-soft',
  'spark',
  'coral',
  'error',
  'success',
  'header',
];

const SAMPLE_MEMBERS = [
  { username: 'averyquill', firstname: 'Avery', lastname: 'Quill', roles: ['Cosplayer'], states: ['Kansas'] },
  {
    username: 'jordanfoam',
    firstname: 'Jordan',
    lastname: 'Foam',
    roles: ['Prop Builder'],
    states: ['Missouri', 'Iowa'],
  },
  { username: 'samstitch', firstname: 'Sam', lastname: 'Stitch', roles: ['Tailor'], states: ['Ohio'] },
];

/**
 * The design system on one page (/design): every shared component in its states, for the next
 * engineer and for docs/design.md's screenshots (scripts/design-shots.mjs captures each
 * [data-component] block).
 */
const SAMPLE_EVENTS = [
  {
    id: 1,
    title: 'Foam armour build night',
    startsAt: '2026-03-07T18:00:00-06:00',
    endsAt: '2026-03-07T21:00:00-06:00',
    timeZone: 'America/Chicago',
    venue: 'The Sewing Loft',
    city: 'Wichita',
    state: 'Kansas',
    cancelledAt: null,
    going: 8,
  },
  {
    id: 2,
    title: 'Photoshoot in the park',
    startsAt: '2026-03-14T10:00:00-05:00',
    endsAt: '2026-03-14T13:00:00-05:00',
    timeZone: 'America/Chicago',
    venue: '',
    city: 'Omaha',
    state: 'Nebraska',
    cancelledAt: '2026-03-01T12:00:00Z',
    going: 0,
  },
];

export default function DesignPage() {
  useTitle('Design system');
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <section className="page page-wide design" aria-labelledby="page-title">
      <PageHeader
        title="Design system"
        lead="The tokens and shared components every page of the club site is built from."
        actions={<ButtonLink to="/">Back to the club</ButtonLink>}
      />

      <h2>Colour</h2>
      <ul className="design-swatches" data-component="colour">
        {SWATCHES.map((name) => (
          <li key={name}>
            <span className="design-swatch" style={{ background: `var(--color-${name})` }} />
            <code>--color-{name}</code>
          </li>
        ))}
      </ul>

      <h2>Type</h2>
      <div className="design-block" data-component="type">
        <p className="design-hero-text">Make it. Wear it. Share it.</p>
        <h3>Heading three, Bricolage Grotesque</h3>
        <p>
          Body text is Atkinson Hyperlegible, drawn for readers with low vision: every letter is distinct.{' '}
          <a href="#type">A link looks like this.</a>
        </p>
        <p className="lead">A lead paragraph under a title.</p>
      </div>

      <h2>Buttons</h2>
      <div className="design-block cta-row" data-component="button">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="quiet">Quiet</Button>
        <Button variant="danger">Delete</Button>
        <Button disabled>Saving…</Button>
      </div>

      <h2>Fields</h2>
      <form
        className="design-block form design-form"
        data-component="field"
        onSubmit={(e) => e.preventDefault()}
      >
        <FormField label="Username" hint="Letters, digits, - and _." defaultValue="avery_q" />
        <FormField label="City" error="City must be 60 characters or fewer." defaultValue="Wichita" />
      </form>

      <h2>Cards and chips</h2>
      <ul className="card-grid" data-component="card">
        {SAMPLE_MEMBERS.map((m) => (
          <Card as="li" key={m.username} className="design-card">
            <Avatar member={m} />
            <div>
              <h3>
                {m.firstname} {m.lastname}
              </h3>
              <ChipList label="Roles" tone="accent" items={m.roles} />
              <ChipList label="States" items={m.states} />
            </div>
          </Card>
        ))}
      </ul>
      <div className="design-block cta-row" data-component="chip">
        <Chip>Kansas</Chip>
        <Chip tone="accent">Cosplayer</Chip>
        <Chip tone="alert">Cancelled</Chip>
      </div>

      <h2>Events</h2>
      <div data-component="event-row">
        <EventRowList events={SAMPLE_EVENTS} />
      </div>

      <h2>Empty state</h2>
      <div data-component="empty-state">
        <EmptyState
          title="Avery hasn't added anything yet"
          action={<Button variant="secondary">Edit profile</Button>}
        >
          <p>Photos, links and a few words about their work will show here.</p>
        </EmptyState>
      </div>

      <h2>Toast and dialog</h2>
      <div className="design-block cta-row" data-component="feedback">
        <Button variant="secondary" onClick={() => toast('Profile saved')}>
          Show a toast
        </Button>
        <Button variant="secondary" onClick={() => setDialogOpen(true)}>
          Open a dialog
        </Button>
      </div>
      <Dialog open={dialogOpen} title="Leave the game?" onClose={() => setDialogOpen(false)}>
        <p>Your score so far will not be kept.</p>
        <div className="cta-row">
          <Button onClick={() => setDialogOpen(false)}>Keep playing</Button>
          <Button variant="secondary" onClick={() => setDialogOpen(false)}>
            Leave
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
