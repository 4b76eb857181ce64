import styles from './lending.module.css';

/** A status word on a coloured chip: `good` (done), `warn` (needs action), `live` (running), `idle`. */
export function StatusChip({ label, tone }: { label: string; tone: 'good' | 'warn' | 'live' | 'idle' }) {
  return (
    <span className={styles.status} data-tone={tone}>
      {label}
    </span>
  );
}
