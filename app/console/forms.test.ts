import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import {
  contentFilter,
  DocumentPublishForm,
  LabelUploadForm,
  LeadChangeForm,
  OperatorForm,
  PublishAllForm,
  readForm,
  reportRange,
} from './forms';

const form = (fields: Record<string, string | File>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('the console’s forms, read through their schemas', () => {
  it('reads each change of the lead work card, with the version as a number', () => {
    expect(readForm(LeadChangeForm, form({ intent: 'status', status: 'won', version: '7' })).data).toEqual({
      intent: 'status',
      status: 'won',
      version: 7,
    });
    expect(
      readForm(LeadChangeForm, form({ intent: 'status', status: 'contacted', reason: ' asked by phone ' }))
        .data,
    ).toMatchObject({ reason: 'asked by phone' });
    expect(readForm(LeadChangeForm, form({ intent: 'assign', operatorId: '', version: '2' })).data).toEqual({
      intent: 'assign',
      operatorId: null,
      version: 2,
    });
    expect(readForm(LeadChangeForm, form({ intent: 'note', note: 'Called back.' })).data).toEqual({
      intent: 'note',
      note: 'Called back.',
    });
  });

  it('answers what is wrong instead of sending it: a status that does not exist, an unknown intent, an empty note', () => {
    const status = readForm(LeadChangeForm, form({ intent: 'status', status: 'maybe', version: '1' }));
    expect(status.data).toBeNull();
    expect(status.error).toBeInstanceOf(ApiError);
    expect(status.error?.failure).toMatchObject({ kind: 'client' });
    expect(status.error?.message).toMatch(/^The form was not sent\. status: /);
    expect(readForm(LeadChangeForm, form({ intent: 'delete' })).error?.message).toContain(
      'Not a change this page makes.',
    );
    expect(readForm(LeadChangeForm, form({ intent: 'note', note: '  ' })).error?.message).toContain(
      'note: Write something first.',
    );
    expect(
      readForm(LeadChangeForm, form({ intent: 'note', note: 'x', version: 'v2' })).error?.message,
    ).toContain('version: The version is a whole number.');
  });

  it('an invitation needs an e-mail address and a role the server knows', () => {
    expect(
      readForm(OperatorForm, form({ intent: 'invite', email: ' ada@example.org ', role: 'agent' })).data,
    ).toEqual({ intent: 'invite', email: 'ada@example.org', role: 'agent' });
    const bad = readForm(OperatorForm, form({ intent: 'invite', email: 'ada', role: 'owner' }));
    expect(bad.error?.message).toContain('email: Give an e-mail address.');
    expect(bad.error?.message).toContain('role: The role is admin, agent or editor.');
    expect(readForm(OperatorForm, form({ intent: 'disable', id: '../x' })).error?.message).toContain(
      'id: That is not an id.',
    );
  });

  it('a label upload needs a file; the checkbox is a yes or no', () => {
    const file = new File(['a,b\n'], 'labels.csv', { type: 'text/csv' });
    expect(readForm(LabelUploadForm, form({ file, speedUnit: 'kbps', replaceProvider: 'on' })).data).toEqual({
      file,
      speedUnit: 'kbps',
      replaceProvider: true,
    });
    expect(readForm(LabelUploadForm, form({ file, speedUnit: 'mbps' })).data?.replaceProvider).toBe(false);
    expect(
      readForm(LabelUploadForm, form({ file: new File([], 'empty.csv'), speedUnit: 'mbps' })).error?.message,
    ).toContain('file: Choose a label CSV file first.');
    expect(readForm(LabelUploadForm, form({ file: 'labels.csv' })).error?.message).toContain(
      'file: Choose a label CSV file first.',
    );
  });

  it('the reports range keeps the URL’s real days and falls back for each missing or impossible one', () => {
    const fallback = { from: '2026-01-01', to: '2026-01-30' };
    expect(reportRange(new URLSearchParams('from=2026-02-01&to=2026-02-10'), fallback)).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
    });
    expect(reportRange(new URLSearchParams('from=2026-02-30'), fallback)).toEqual(fallback);
    expect(reportRange(new URLSearchParams('to=2026-02-10&from=yesterday'), fallback)).toEqual({
      from: '2026-01-01',
      to: '2026-02-10',
    });
  });

  it('a publish is now, or at a local date and time sent as the ISO instant; a time past is refused', () => {
    expect(readForm(PublishAllForm, form({ intent: 'publish', publishAt: '' })).data).toEqual({
      intent: 'publish',
    });
    const local = '2099-12-24T08:00';
    expect(readForm(PublishAllForm, form({ intent: 'schedule', publishAt: local })).data).toEqual({
      intent: 'schedule',
      publishAt: new Date(local).toISOString(),
    });
    expect(readForm(PublishAllForm, form({ intent: 'schedule', publishAt: '' })).error?.message).toContain(
      'publishAt: Choose a date and a time.',
    );
    expect(
      readForm(DocumentPublishForm, form({ intent: 'schedule', publishAt: '2020-01-01T08:00' })).error
        ?.message,
    ).toContain('Choose a time in the future, or publish now.');
    expect(
      readForm(PublishAllForm, form({ intent: 'cancel', id: '0193f1c2-7b1e-7000-8000-000000000001' })).data,
    ).toEqual({
      intent: 'cancel',
      id: '0193f1c2-7b1e-7000-8000-000000000001',
    });
    expect(readForm(PublishAllForm, form({ intent: 'cancel', id: '../x' })).error?.message).toContain(
      'id: That is not an id.',
    );
    expect(readForm(DocumentPublishForm, form({ intent: 'rollback', version: '1' })).data).toEqual({
      intent: 'rollback',
      version: 1,
    });
    expect(
      readForm(DocumentPublishForm, form({ intent: 'rollback', version: '0' })).error?.message,
    ).toContain('version: Versions start at 1.');
  });

  it('the content list’s filter keeps what the API takes and leaves out the rest', () => {
    expect(contentFilter(new URLSearchParams('q=%20xfinity%20&kind=provider-packages'))).toEqual({
      q: 'xfinity',
      kind: 'provider-packages',
    });
    expect(contentFilter(new URLSearchParams('q=&kind=banners'))).toEqual({});
    expect(contentFilter(new URLSearchParams(`q=${'x'.repeat(101)}`))).toEqual({});
  });
});
