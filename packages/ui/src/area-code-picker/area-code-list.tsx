import type { AreaCode, AreaCodeGroup } from './area-code';
import styles from './area-code-picker.module.css';
import { Icon } from '../icon/icon';

/** Props of {@link AreaCodeList}. */
export interface AreaCodeListProps {
  groups: readonly AreaCodeGroup[];
  nameOf: (entry: AreaCode) => string;
  isSelected: (entry: AreaCode) => boolean;
  onPick: (entry: AreaCode) => void;
}

/** The countries under sticky index letters; each row is a button with the name and "+code". */
export function AreaCodeList({ groups, nameOf, isSelected, onPick }: AreaCodeListProps) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.letter} aria-label={group.letter}>
          <h3 className={styles.letter} aria-hidden="true">
            {group.letter}
          </h3>
          <ul className={styles.entries}>
            {group.data.map((entry) => {
              const selected = isSelected(entry);
              return (
                <li key={`${entry.countryCode}-${entry.phoneCode}`}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-current={selected || undefined}
                    data-country={entry.countryCode}
                    onClick={() => onPick(entry)}
                  >
                    <span className={styles.name}>{nameOf(entry)}</span>
                    <span className={styles.code} dir="ltr">
                      +{entry.phoneCode}
                    </span>
                    <span className={styles.check}>{selected && <Icon name="check" />}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
