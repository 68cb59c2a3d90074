import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type BannerItem, BannerStrip } from './banner';

const item = (key: string, href: string): BannerItem => ({ key, src: `/${key}.webp`, alt: key, href });

describe('BannerStrip', () => {
  it('can be focused, to scroll it from the keyboard, when no banner is a link', () => {
    render(<BannerStrip label="Promotions" items={[item('a', ''), item('b', '')]} />);
    expect(screen.getByRole('list', { name: 'Promotions' }).getAttribute('tabindex')).toBe('0');
  });

  it('leaves focus to its links when it has some', () => {
    render(
      <MemoryRouter>
        <BannerStrip label="Promotions" items={[item('a', '/en/promotion'), item('b', '')]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Promotions' }).hasAttribute('tabindex')).toBe(false);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
