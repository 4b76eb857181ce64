import { ButtonLink, EmptyState } from '@atrium/ui';

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
          <ButtonLink to={to} replace variant="secondary">
            {action}
          </ButtonLink>
        }
      />
    </div>
  );
}
