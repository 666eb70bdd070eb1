import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { useTitle } from '../../lib/use-title';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { CONS_KEY, reviewCon, useSuggestions } from './api';
import { conDates } from './con-dates';
import './conventions.css';

/** /organisers/cons — members' convention suggestions, each listed or declined (audited). */
export default function OrganiserConsPage() {
  useTitle('Convention suggestions');
  const suggestions = useSuggestions();
  const client = useQueryClient();
  const [error, setError] = useState('');

  async function review(slug: string, decision: 'list' | 'decline') {
    setError('');
    try {
      await reviewCon(slug, decision);
    } catch (failure) {
      setError(errorMessage(failure, 'The suggestion could not be reviewed.'));
    }
    await client.invalidateQueries({ queryKey: CONS_KEY });
  }

  return (
    <section className="page page-wide" aria-labelledby="page-title">
      <header className="page-header">
        <div className="page-header-text">
          <h1 id="page-title">Convention suggestions</h1>
          <p className="page-lead">Members’ suggestions: list one to show it on /cons, or decline it.</p>
        </div>
        <div className="page-header-actions">
          <ButtonLink to="/cons/new" variant="secondary">
            Add a convention
          </ButtonLink>
        </div>
      </header>
      <ErrorText>{error}</ErrorText>
      {suggestions.isError && (
        <ErrorText>{errorMessage(suggestions.error, 'The suggestions could not be loaded.')}</ErrorText>
      )}
      {suggestions.data?.suggestions.length === 0 && <p>No suggestions are waiting.</p>}
      <ul className="card-list con-list">
        {suggestions.data?.suggestions.map((con) => (
          <Card as="li" key={con.id} className="con-card" aria-label={con.name}>
            <h2 className="con-card-name">
              <Link to={`/cons/${encodeURIComponent(con.slug)}`}>{con.name}</Link>
            </h2>
            <p>{conDates(con.startsOn, con.endsOn)}</p>
            <p>
              {con.city}, {con.state}
            </p>
            <p>Suggested by {con.suggestedBy || 'a former member'}</p>
            <div className="con-card-actions">
              <Button onClick={() => review(con.slug, 'list')}>List it</Button>
              <Button variant="secondary" onClick={() => review(con.slug, 'decline')}>
                Decline
              </Button>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  );
}
