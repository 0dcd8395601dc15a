import type { ReactNode } from 'react';
import { Autocomplete, Input, SearchField, useFilter } from 'react-aria-components';

/**
 * The search field of a long Select's list, filtering it as one types. Its own module, loaded by the
 * Select only when it has a search field (its code, React Aria's autocomplete and search field, is
 * about 4 kB that short selects never use).
 */
export default function SelectSearch({ label, children }: { label: string; children: ReactNode }) {
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <Autocomplete filter={contains}>
      <SearchField className="hb-select__search" aria-label={label} autoFocus>
        <Input className="hb-input" placeholder={label} />
      </SearchField>
      {children}
    </Autocomplete>
  );
}
