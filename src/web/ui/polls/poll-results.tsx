import { Link } from 'react-router';
import type { Poll } from '../../../shared/api/polls';
import { Avatar } from '../avatar';
import { pollMoment, resultText } from './poll-words';

type Voter = Poll['options'][number]['voters'][number];

function VoterFace({ voter }: { voter: Voter }) {
  const [firstname = '', ...rest] = voter.name.split(' ');
  return (
    <li className="poll-voter">
      {voter.thumbnail ? (
        <img
          className="poll-voter-photo"
          src={voter.thumbnail}
          alt=""
          width={24}
          height={24}
          loading="lazy"
        />
      ) : (
        <Avatar
          className="poll-voter-photo"
          member={{ firstname, lastname: rest.join(' '), username: voter.username }}
        />
      )}
      <Link to={`/public/${encodeURIComponent(voter.username)}`}>{voter.name}</Link>
    </li>
  );
}

/**
 * The results: per option its count and share in words, a bar drawn to the same share (hidden
 * from screen readers, which read the words), "Your choice", and who chose it in a named poll.
 */
export function PollResults({ poll, timeZone }: { poll: Poll; timeZone: string }) {
  const total = poll.voterCount ?? 0;
  const most = Math.max(0, ...poll.options.map((o) => o.votes ?? 0));
  return (
    <ul className="poll-results" aria-label="Results">
      {poll.options.map((option) => {
        const votes = option.votes ?? 0;
        const share = total === 0 ? 0 : (votes / total) * 100;
        const leading = votes > 0 && votes === most;
        return (
          <li key={option.id} className={leading ? 'poll-result poll-result-leading' : 'poll-result'}>
            <div className="poll-result-line">
              <span className="poll-option-label">
                {option.label}
                {option.startsAt && (
                  <span className="poll-option-when">{pollMoment(option.startsAt, timeZone)}</span>
                )}
              </span>
              <span className="poll-result-count">{resultText(votes, total)}</span>
            </div>
            <div className="poll-bar" aria-hidden="true">
              <span style={{ width: `${share}%` }} />
            </div>
            {option.mine && <span className="poll-mine">✓ Your choice</span>}
            {!poll.anonymous && option.voters.length > 0 && (
              <ul className="poll-voters" aria-label={`Who chose ${option.label}`}>
                {option.voters.map((voter) => (
                  <VoterFace key={voter.username} voter={voter} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
