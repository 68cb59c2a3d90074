// Shared set-up for client tests (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { TEST_TIMEOUTS } from '../../test-timeouts';

// findBy/waitFor give up after 1 s by default: too little on a loaded CI machine (docs/testing.md).
configure({ asyncUtilTimeout: TEST_TIMEOUTS.asyncUtilMs });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
