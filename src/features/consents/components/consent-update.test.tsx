/**
 * /condition-update: a member who never accepted the document is asked to accept it, not told of a
 * "new version" (issue 10); a member who accepted an older version is told what it is.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFor, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

const fetchMock = setUpSignedInMember();

const terms: DataOf<'getCurrentConsent'> = {
  type: 'terms',
  code: 'terms-v2',
  version: 2,
  title: { th: 'ข้อกำหนดและเงื่อนไข', en: 'Terms and conditions' },
  summary_of_changes: null,
  published_at: '2026-10-01T00:00:00+07:00',
  is_force: true,
  sections: [{ heading: { th: 'ข้อ 1', en: 'Section 1' }, body: { th: 'เนื้อหา', en: 'Body' } }],
};

function answerWith(acceptedVersion: number | null) {
  const consents: DataOf<'listConsents'> = {
    terms: {
      document: terms,
      member: {
        status: acceptedVersion === null ? 'not_accepted' : 'accepted',
        is_agree: false,
        accepted_version: acceptedVersion,
        accepted_at: acceptedVersion === null ? null : '2025-01-01T00:00:00+07:00',
        channel: acceptedVersion === null ? null : 'web',
        withdrawn_at: null,
      },
    },
    privacy: null,
    pending: [{ type: 'terms', version: 2, is_force: true }],
  };
  fetchMock.mockImplementation(answerFor({ listConsents: consents, getCurrentConsent: terms }));
}

describe('/condition-update', () => {
  it('asks a member who never accepted the terms to accept them, without a "new version"', async () => {
    answerWith(null);
    await renderApp('/en/condition-update');
    expect(
      await screen.findByText('Please read this document and accept it to start using the app.'),
    ).toBeTruthy();
    expect(screen.queryByText(/new version/)).toBeNull();
  });

  it('tells a member who accepted version 1 that a new version was published', async () => {
    answerWith(1);
    await renderApp('/condition-update');
    expect(await screen.findByText('เราได้เผยแพร่ฉบับใหม่ กรุณาอ่านและกดยอมรับเพื่อใช้งานแอปต่อ')).toBeTruthy();
  });
});
