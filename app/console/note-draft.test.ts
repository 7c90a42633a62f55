import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  clearDrafts,
  DRAFT_DAYS,
  keepDraft,
  pruneDrafts,
  readDraft,
  stashDrafts,
} from './note-draft';

describe('note drafts (kept across a session end in the tab only, gone at a sign-out and after 7 days)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('consent', 'kept'); // not a draft: never touched
  });

  it('keeps a draft per operator and lead, and drops it once saved or emptied', () => {
    keepDraft('op-1', 'lead-1', 'Call back after 5');
    keepDraft('op-2', 'lead-1', 'Left a voicemail');
    expect(readDraft('op-1', 'lead-1')).toBe('Call back after 5');
    expect(readDraft('op-2', 'lead-1')).toBe('Left a voicemail');
    expect(readDraft('op-1', 'lead-2')).toBe('');
    keepDraft('op-2', 'lead-1', '   ');
    expect(readDraft('op-2', 'lead-1')).toBe('');
    clearDraft('op-1', 'lead-1');
    expect(readDraft('op-1', 'lead-1')).toBe('');
  });

  it("signing out removes that operator's drafts only, and nothing else in storage", () => {
    keepDraft('op-1', 'lead-1', 'about Ada');
    keepDraft('op-1', 'lead-2', 'about Bo');
    keepDraft('op-10', 'lead-1', 'another operator whose id starts the same');
    clearDrafts('op-1');
    expect(readDraft('op-1', 'lead-1')).toBe('');
    expect(readDraft('op-1', 'lead-2')).toBe('');
    expect(readDraft('op-10', 'lead-1')).toBe('another operator whose id starts the same');
    expect(localStorage.getItem('consent')).toBe('kept');
  });

  it('a tab that does not know who signed out removes every draft', () => {
    keepDraft('op-1', 'lead-1', 'about Ada');
    keepDraft('op-2', 'lead-2', 'about Bo');
    clearDrafts(null);
    expect(readDraft('op-1', 'lead-1')).toBe('');
    expect(readDraft('op-2', 'lead-2')).toBe('');
    expect(localStorage.length).toBe(1);
  });

  it('a session that ends takes the drafts out of storage; only the same operator, in this tab, gets them back', () => {
    keepDraft('op-1', 'lead-1', 'about Ada');
    keepDraft('op-2', 'lead-2', 'about Bo');
    stashDrafts();
    expect(localStorage.length).toBe(1);
    expect(readDraft('op-1', 'lead-1')).toBe('about Ada');
    expect(readDraft('op-3', 'lead-1')).toBe('');
    // Written again after signing in: back in storage; signing out removes the rest of the tab's too.
    keepDraft('op-1', 'lead-1', 'about Ada, more');
    expect(readDraft('op-1', 'lead-1')).toBe('about Ada, more');
    clearDrafts('op-2');
    expect(readDraft('op-2', 'lead-2')).toBe('');
  });

  it('a draft older than 7 days is not shown, and goes at the next sign-in', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.UTC(2026, 10, 28);
    keepDraft('op-1', 'old', 'last week', now - DRAFT_DAYS * day);
    keepDraft('op-1', 'new', 'yesterday', now - day);
    localStorage.setItem('console.noteDraft:op-1:plain', 'a draft of the old format');
    expect(readDraft('op-1', 'old', now)).toBe('');
    expect(readDraft('op-1', 'new', now)).toBe('yesterday');
    pruneDrafts(now);
    const left = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort();
    expect(left).toEqual(['consent', 'console.noteDraft:op-1:new']);
  });
});
