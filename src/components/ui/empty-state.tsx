import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AppHref } from '../../../shared/config/routes';
import { useLocalePath } from '../../lib/locale';
import { type ButtonProps, buttonClassName } from './button';
import * as s from './feedback.css';

/** An in-app link that looks like a button (the next step a screen offers). */
export function LinkButton({
  to,
  variant = 'primary',
  block,
  children,
}: {
  to: AppHref;
  variant?: ButtonProps['variant'];
  block?: boolean;
  children: ReactNode;
}) {
  const lp = useLocalePath();
  return (
    <Link className={buttonClassName({ variant, block })} to={lp(to)}>
      {children}
    </Link>
  );
}

/**
 * A friendly empty or error state: icon, title, explanation and an optional action: any element, or
 * `link` for the usual "go there" button.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  link,
  testId,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  link?: { to: AppHref; label: string; variant?: ButtonProps['variant'] };
  testId?: string;
}) {
  return (
    <div className={s.empty} data-testid={testId}>
      {icon ? <div className={s.emptyIcon}>{icon}</div> : null}
      <h2 className={s.emptyTitle}>{title}</h2>
      {children ? <div>{children}</div> : null}
      {action}
      {link ? (
        <LinkButton to={link.to} variant={link.variant}>
          {link.label}
        </LinkButton>
      ) : null}
    </div>
  );
}
