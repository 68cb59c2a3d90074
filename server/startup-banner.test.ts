import { describe, expect, it } from 'vitest';
import { formatBanner } from './startup-banner';

describe('formatBanner', () => {
  it('prints the app for each partner, the previewer, the docs, the outbox and the demo logins', () => {
    const text = formatBanner({
      origin: 'http://localhost:3000',
      partnerIds: ['default', 'siam-life'],
      devTools: true,
      logins: [
        {
          partnerId: 'default',
          username: 'somchai01',
          password: 'Somchai2026',
          externalId: null,
          description: 'สมชาย ใจดี',
        },
        {
          partnerId: 'tmp-corp',
          username: null,
          password: null,
          externalId: 'TMP-E004512',
          description: 'SSO member',
        },
      ],
    });
    expect(text).toContain('http://localhost:3000/\n');
    expect(text).toContain('http://localhost:3000/?partner_id=siam-life');
    expect(text).not.toContain('partner_id=default');
    expect(text).toContain('http://localhost:3000/previewer/');
    expect(text).toContain('http://localhost:3000/api/docs');
    expect(text).toContain('http://localhost:3000/api/dev/outbox');
    expect(text).toMatch(/default\s+somchai01 \/ Somchai2026\s+สมชาย ใจดี/);
    expect(text).toMatch(/tmp-corp\s+SSO only, external id TMP-E004512/);
  });

  it('prints the previewer staff sign-ins when demo staff are seeded', () => {
    const text = formatBanner({
      origin: 'http://localhost:3000',
      partnerIds: ['default'],
      devTools: true,
      logins: [],
      staff: [{ email: 'viewer@tpa.example', password: 'PreviewViewer2026', role: 'viewer' }],
    });
    expect(text).toContain('Staff sign-in at /previewer/');
    expect(text).toMatch(/viewer@tpa\.example \/ PreviewViewer2026\s+viewer/);
  });

  it('leaves out the dev outbox in production', () => {
    const text = formatBanner({
      origin: 'https://m.example',
      partnerIds: ['default'],
      devTools: false,
      logins: [],
    });
    expect(text).not.toContain('outbox');
    expect(text).not.toContain('Demo logins');
  });
});
