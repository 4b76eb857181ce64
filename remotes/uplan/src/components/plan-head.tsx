import type { ReactNode } from 'react';
import styles from './uplan.module.css';

/** A plan's icon and title, with an optional label at the end (the review status). */
export function PlanHead({ icon, title, children }: { icon: string; title: string; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      {icon && <img className={styles.icon} src={icon} alt="" width={32} height={32} loading="lazy" />}
      {/* The screen's h1 is the page title; a plan is the next level down. */}
      <h2 className={styles.title}>{title}</h2>
      {children}
    </div>
  );
}
