// Sign out (the bar's button posts here): the server ends the session, the tab forgets the
// operator and their note drafts, and the sign-in page follows, whether or not the server could
// be told.
import { href, redirect } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiRequest } from '../lib/api';
import { clearDrafts } from './note-draft';
import { forgetOperator, knownOperator } from './session';

export async function clientAction() {
  clearDrafts(knownOperator()?.id ?? null);
  try {
    await apiRequest(ADMIN_API.signOut, { method: 'POST', body: {} });
  } catch {
    // Signed out here all the same: the sign-in page says nothing of a session.
  } finally {
    forgetOperator();
  }
  return redirect(href('/admin/sign-in'));
}

/** Opened as a page: nothing to show, the sign-in page instead. */
export async function clientLoader() {
  return redirect(href('/admin/sign-in'));
}

export default function SignOut() {
  return null;
}
