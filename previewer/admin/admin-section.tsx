/** One section of the admin view: its heading, what it shows, and its content. */
import { type ReactNode, useId } from 'react';
import * as s from './admin.css';

export function AdminSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.sectionHeading}>
        {title}
      </h2>
      <p className={s.intro}>{intro}</p>
      {children}
    </section>
  );
}
