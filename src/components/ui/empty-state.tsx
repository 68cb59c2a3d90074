import type { ReactNode } from 'react';
import * as s from './feedback.css';

/** A friendly empty or error state: icon, title, explanation and an optional action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  testId,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={s.empty} data-testid={testId}>
      {icon ? <div className={s.emptyIcon}>{icon}</div> : null}
      <h2 className={s.emptyTitle}>{title}</h2>
      {children ? <div>{children}</div> : null}
      {action}
    </div>
  );
}
