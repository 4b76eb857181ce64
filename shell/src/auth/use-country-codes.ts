import { useState } from 'react';
import type { CountryCodeGroup } from '@atrium/api';
import { countryCodesLoaded, loadCountryCodes } from './country-codes';

export interface CountryCodes {
  /** Undefined until loaded. */
  groups: CountryCodeGroup[] | undefined;
  /** The last load failed (the API client has told the user why). */
  failed: boolean;
  /** Loads the list unless it is here already: called when a picker opens. */
  load: () => void;
}

/** The country list for an area-code picker, loaded on first opening and shared by every picker. */
export function useCountryCodes(): CountryCodes {
  const [groups, setGroups] = useState(countryCodesLoaded);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (groups) return;
    setFailed(false);
    loadCountryCodes().then(setGroups, () => setFailed(true));
  };
  return { groups, failed, load };
}
