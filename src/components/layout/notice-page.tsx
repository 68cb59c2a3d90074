import type { ReactNode } from 'react';
import type { AppHref } from '../../../shared/config/routes';
import type { ButtonProps } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { InfoIcon } from '../ui/icons';
import { PageFrame, type PageFrameProps } from './page-frame';

/** A whole page that only explains something and offers the next step (page not found, open in LINE). */
export function NoticePage({
  frame,
  icon = <InfoIcon size={48} />,
  heading,
  body,
  testId,
  link,
}: {
  frame: Omit<PageFrameProps, 'children'>;
  icon?: ReactNode;
  heading: string;
  body: string;
  testId?: string;
  link: { to: AppHref; label: string; variant?: ButtonProps['variant'] };
}) {
  return (
    <PageFrame {...frame}>
      <EmptyState icon={icon} title={heading} testId={testId} link={link}>
        <p>{body}</p>
      </EmptyState>
    </PageFrame>
  );
}
