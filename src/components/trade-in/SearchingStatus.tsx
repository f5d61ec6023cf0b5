import { useEffect, useState } from 'react';
import { STRINGS } from '../../lib/strings.ts';

/** How long each 'Searching' message shows (5 messages, every 5 seconds; rule: trade-in.steps). */
const SEARCH_MESSAGE_MS = 5000;

/** 'Searching' while the rego is looked up, cycling its five messages. */
export default function SearchingStatus() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % STRINGS.tradeInSearchMessages.length), SEARCH_MESSAGE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="ti-searching" role="status" data-testid="trade-in-searching">
      <span className="ti-spinner" aria-hidden="true" />
      <strong>{STRINGS.tradeInSearching}</strong> <span>{STRINGS.tradeInSearchMessages[index]}</span>
    </div>
  );
}
