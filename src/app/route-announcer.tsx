/**
 * After a route change (not the first load), focus moves to the new page's heading and its title is
 * announced in a polite live region, so keyboard and screen-reader users know the page changed and
 * start reading from its top (issue 10; WCAG 2.4.3, 4.1.3). A change of query or hash only is not a
 * new page.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { visuallyHidden } from '../components/ui/bars.css';

export function RouteAnnouncer({ title }: { title: string | null }) {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed) return;
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    setMessage(title ?? heading?.textContent ?? '');
  }, [pathname, title]);

  return (
    <div
      className={visuallyHidden}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
