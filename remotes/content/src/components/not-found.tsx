import { Link } from 'react-router';
import { EmptyState } from '@atrium/ui';
import styles from './link-button.module.css';

export interface NotFoundProps {
  title: string;
  description?: string;
  /** Where the action leads (the list the item belongs to) and its label. */
  to: string;
  action: string;
}

/** A detail that does not exist (a bad id, a removed item): says so and leads back to its list. */
export function NotFound({ title, description, to, action }: NotFoundProps) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={description}
        action={
          <Link className={`${styles.button} ${styles.secondary}`} to={to} replace>
            {action}
          </Link>
        }
      />
    </div>
  );
}
