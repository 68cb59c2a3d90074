import { describe, expect, it } from 'vitest';
import { notificationTarget } from './subject';

describe('notificationTarget', () => {
  it("leads to the subject's screen while the notification is current", () => {
    expect(notificationTarget({ link: '/claim-status/abc', expired: false })).toBe('/claim-status/abc');
    expect(notificationTarget({ link: '/coverages/abc', expired: false })).toBe('/coverages/abc');
    expect(notificationTarget({ link: '/promotion/p1', expired: false })).toBe('/promotion/p1');
    expect(notificationTarget({ link: '/article/partner/a1', expired: false })).toBe('/article/partner/a1');
  });

  it('leads nowhere once expired, without a link, or to a path the app does not serve', () => {
    expect(notificationTarget({ link: '/promotion/p1', expired: true })).toBeNull();
    expect(notificationTarget({ link: null, expired: false })).toBeNull();
    expect(notificationTarget({ link: '/no-such-page', expired: false })).toBeNull();
    expect(notificationTarget({ link: 'https://evil.example/', expired: false })).toBeNull();
  });
});
