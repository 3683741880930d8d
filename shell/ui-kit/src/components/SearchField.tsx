import { useEffect, useState } from 'react';
import type { Namespace, TFunction } from 'i18next';
import { TextField } from './TextField';

export type SearchFieldProps = {
  label: string;
  /** The committed search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Wait this long after the last keystroke before searching. */
  delayMs?: number;
};

/** A list's search box words from keys that follow the convention `<prefix>.search` and `<prefix>.searchPlaceholder`. */
export function searchFieldCopy<TNamespace extends Namespace>(
  t: TFunction<TNamespace>,
  prefix: string,
): Pick<SearchFieldProps, 'label' | 'placeholder'> {
  return { label: t(`${prefix}.search`), placeholder: t(`${prefix}.searchPlaceholder`) };
}

/** A search box that searches while typing, once the user pauses, without a request per keystroke. */
export function SearchField({ label, value, onSearch, placeholder, delayMs = 300 }: SearchFieldProps) {
  const [text, setText] = useState(value);

  // The URL changed from elsewhere (back button, another tab of the page): show what is searched.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === value) return undefined;
    const timer = setTimeout(() => onSearch(next), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      placeholder={placeholder}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
    />
  );
}
