import { getCountryCode, type CountryCodeGroup } from '@atrium/api';

let loaded: CountryCodeGroup[] | undefined;
let loading: Promise<CountryCodeGroup[]> | undefined;

/** The country list, fetched once per page load and shared by every area-code field; a failure is forgotten so the next opening retries. */
export function loadCountryCodes(): Promise<CountryCodeGroup[]> {
  loading ??= getCountryCode().then(
    (groups) => (loaded = groups),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The list if it has arrived already. */
export const countryCodesLoaded = (): CountryCodeGroup[] | undefined => loaded;
