/**
 * The previewer's staff session (docs/decisions/038-staff-access.md): who is signed in, sign-in and
 * sign-out, through the contract's staff operations. The session itself is an HttpOnly cookie the
 * server sets; these scripts never see the token.
 */
import type { StaffPartner, StaffProfile } from '../shared/api/schemas/staff';
import { ApiRequestError } from '../src/lib/api-client';
import { queryClient, runMutation } from './api/client';
import {
  staffLoginMutation,
  staffLogoutMutation,
  staffMeQueryOptions,
  staffPartnersQueryOptions,
} from './api/staff';

export type { StaffPartner, StaffProfile };

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; error?: string }
  | { status: 'signed-in'; staff: StaffProfile; partners: StaffPartner[] };

/** The staff-facing text of a failed call: the server's English message, or a plain fallback. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'NETWORK_ERROR')
      return 'The server cannot be reached. Check the connection and try again.';
    return error.messageIn('en') ?? `The server answered ${error.status}. Please try again.`;
  }
  return 'Something went wrong. Please try again.';
}

const isSignedOut = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === 'STAFF_AUTH_REQUIRED' || error.code === 'STAFF_FORBIDDEN');

/** The current session: signed in with the partners, or signed out. */
export async function loadSession(): Promise<SessionState> {
  try {
    // Asked afresh (a sign-in just happened); the editor and the admin views then read them cached.
    const [staff, partners] = await Promise.all([
      queryClient.fetchQuery({ ...staffMeQueryOptions(), staleTime: 0 }),
      queryClient.fetchQuery({ ...staffPartnersQueryOptions(), staleTime: 0 }),
    ]);
    return { status: 'signed-in', staff, partners };
  } catch (error) {
    if (isSignedOut(error)) return { status: 'signed-out' };
    return { status: 'signed-out', error: errorText(error) };
  }
}

export async function signIn(email: string, password: string): Promise<SessionState> {
  try {
    await runMutation(staffLoginMutation(), { email, password });
  } catch (error) {
    return { status: 'signed-out', error: errorText(error) };
  }
  return loadSession();
}

export async function signOut(): Promise<SessionState> {
  try {
    await runMutation(staffLogoutMutation(), undefined);
  } catch (error) {
    // Already signed out is signed out.
    if (!isSignedOut(error)) throw error;
  }
  return { status: 'signed-out' };
}
