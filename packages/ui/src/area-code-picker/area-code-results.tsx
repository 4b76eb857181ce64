import { currentLocale, useTranslation } from '@atrium/i18n';
import type { AreaCode, AreaCodeGroup } from './area-code';
import { AreaCodeList } from './area-code-list';
import { countryName } from './country-name';
import { searchAreaCodes } from './search-area-codes';
import { EmptyState } from '../empty-state/empty-state';
import '../i18n/register';

/** Props of {@link AreaCodeResults}. */
export interface AreaCodeResultsProps {
  groups: readonly AreaCodeGroup[];
  search: string;
  isSelected: (entry: AreaCode) => boolean;
  onPick: (entry: AreaCode) => void;
}

/**
 * The countries of the open sheet that match the search, named in the reader's language. Loaded
 * when the sheet first opens: the names, the search and the list are not needed before.
 */
export default function AreaCodeResults({ groups, search, isSelected, onPick }: AreaCodeResultsProps) {
  const { t } = useTranslation('ui');
  const locale = currentLocale();
  const nameOf = (entry: AreaCode) => countryName(entry, locale);
  const found = searchAreaCodes(groups, search, nameOf);
  if (found.length === 0) return <EmptyState title={t('area_code_no_match')} />;
  return <AreaCodeList groups={found} nameOf={nameOf} isSelected={isSelected} onPick={onPick} />;
}
