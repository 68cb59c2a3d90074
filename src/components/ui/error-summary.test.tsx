/**
 * The error summary: one alert with a heading and a link per field, focused when shown and on each
 * new failed attempt; each link focuses its field; field errors inside QuietFieldErrors are not alerts.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ensureLanguage, initI18n } from '../../lib/i18n';
import { ErrorSummary, QuietFieldErrors } from './error-summary';
import { Field } from './field';

function Form({ errors }: { errors: Record<string, string> }) {
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Record<string, string>>({});
  const items = Object.entries(shown).map(([id, message]) => ({ id, message, label: id.toUpperCase() }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setShown(errors);
        setAttempt((n) => n + 1);
      }}
    >
      <ErrorSummary items={items} focusKey={attempt} />
      <QuietFieldErrors>
        <Field id="email" label="Email" error={shown.email} />
        <Field id="name" label="Name" error={shown.name} />
      </QuietFieldErrors>
      <button type="submit">Send</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it.each([
    ['en', 'Please fix the following before you go on'],
    ['th', 'กรุณาแก้ไขข้อมูลต่อไปนี้ก่อนไปต่อ'],
  ] as const)('%s: one alert, focused, whose links focus their fields', async (lng, title) => {
    await initI18n(lng);
    await ensureLanguage(lng);
    const { unmount } = render(<Form errors={{ email: 'Required.', name: 'Too long.' }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    const summary = alerts[0]!;
    expect(within(summary).getByRole('heading').textContent).toBe(title);
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['EMAIL: Required.', 'NAME: Too long.']);
    expect(links[1]?.getAttribute('href')).toBe('#name');
    fireEvent.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    // The field's own error stays linked to it, without being a second alert.
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe('name-error');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    // A new failed attempt takes the focus back to the summary.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(summary);
    unmount();
  });

  it('shows nothing without items, and field errors outside QuietFieldErrors stay alerts', async () => {
    await initI18n('en');
    await ensureLanguage('en');
    render(
      <>
        <ErrorSummary items={[]} focusKey={1} />
        <Field id="x" label="X" error="Wrong." />
      </>,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Wrong.']);
  });
});
