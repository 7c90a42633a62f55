import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, clearDrafts, keepDraft, readDraft } from './note-draft';

describe('note drafts (kept across a session end, gone at a deliberate sign-out)', () => {
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
});
