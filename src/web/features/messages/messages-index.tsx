import { EmptyState } from '../../ui/empty-state';

/** /messages on a laptop: the pane beside the list before a conversation is chosen. */
export default function MessagesIndex() {
  return (
    <div className="msg-pane msg-pane-empty">
      <EmptyState title="Choose a conversation">
        <p>Pick one from the list, or start a new one with “New message”.</p>
      </EmptyState>
    </div>
  );
}
