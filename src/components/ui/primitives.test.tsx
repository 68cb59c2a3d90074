import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_VARIANTS } from '../../../shared/engine/theme/resolve';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Field } from './field';
import { Toaster, useToastStore } from './toast';

describe('Field', () => {
  it('labels its input and announces help and error text', () => {
    render(
      <Field label="Email" help="We send your claim receipt here." error="Enter a valid email." required />,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We send your claim receipt here.',
      'Enter a valid email.',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email.');
  });

  it('is not marked invalid without an error, and keeps what was typed', () => {
    render(<Field label="Name" defaultValue="สมชาย" />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.value).toBe('สมชาย');
  });
});

describe('Button', () => {
  it('offers the 8 theme button styles, each with its own class', () => {
    const classes = BUTTON_VARIANTS.map((variant) => {
      const { unmount } = render(<Button variant={variant}>{variant}</Button>);
      const cls = screen.getByRole('button', { name: variant }).className;
      unmount();
      return cls;
    });
    expect(new Set(classes).size).toBe(8);
  });

  it('is a non-submitting button by default and honours disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(b.type).toBe('button');
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Toaster', () => {
  it('announces info politely and errors assertively, and can be dismissed', () => {
    render(<Toaster label="Notifications" closeLabel="Close" />);
    act(() => {
      useToastStore.getState().show('Card saved');
      useToastStore.getState().show('Card save failed', 'error');
    });
    expect(screen.getByRole('status').textContent).toContain('Card saved');
    expect(screen.getByRole('alert').textContent).toContain('Card save failed');
    act(() => fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!));
    expect(screen.getByRole('status').textContent).not.toContain('Card saved');
  });
});

describe('EmptyState', () => {
  it('renders a heading, explanation and action', () => {
    render(
      <EmptyState title="No history" action={<button type="button">Refresh</button>}>
        Nothing yet.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'No history' })).toBeTruthy();
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
