import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../lib/listing/input-delays.ts';

type Props = {
  value: string;
  /** Called 300 ms after typing stops, and at once on submit. */
  onSearch: (query: string) => void;
};

/** The directory search box: make, model, badge, stock number, VIN or rego. */
export default function SearchBox({ value, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);

  useEffect(() => {
    if (!typing.current) setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (query: string) => {
    clearTimeout(timer.current);
    typing.current = false;
    if (query.trim() !== value.trim()) onSearch(query.trim());
  };

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label htmlFor={id}>Search stock</label>
      <input
        id={id}
        type="search"
        name="query"
        value={text}
        placeholder="Make, model, stock number, VIN or rego"
        autoComplete="off"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          typing.current = true;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
        }}
      />
      {/* A search form has a submit control (WCAG 2 H32): Enter and this button search at once. */}
      <button type="submit" className="btn search-box__submit">
        Search
      </button>
    </form>
  );
}
