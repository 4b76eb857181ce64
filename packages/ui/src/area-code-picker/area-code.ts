/**
 * One country's dialling code, as the caller hands it in (the kit knows no API: this is the
 * shape of spec §3's "country code group" entry, which the app's data already has).
 */
export interface AreaCode {
  englishName: string;
  chineseName: string;
  /** Digits only, e.g. "93". */
  phoneCode: string;
  /** ISO 3166-1 alpha-2, e.g. "AF". */
  countryCode: string;
}

/** The entries under one index letter. */
export interface AreaCodeGroup {
  letter: string;
  data: readonly AreaCode[];
}
