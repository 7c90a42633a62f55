// Admins only: the coverage and plan data the site answers from (what is imported, as of when,
// sample or real), the latest import attempts with their first errors, and the upload of a
// provider's Broadband Facts label CSV, checked by the same code as `npm run data -- import-labels`.
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import type { DataImportRow, DataStateResponse, LabelUploadResult } from '../../contracts/console.ts';
import { ApiError } from '../lib/api';
import type { Route } from './+types/data';
import { base64Of, LabelUploadForm, readForm } from './forms';
import { type Column, ListTable } from './list';
import { adminOnly, consoleApi } from './session';
import { buttonClass, consoleMeta, ErrorNote, formatTime, inputClass, PageTitle, RouteError } from './ui';

export function meta() {
  return consoleMeta('Data');
}
export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  adminOnly(context, 'Data', 'Only admins see the imported data.');
  return consoleApi<DataStateResponse>(request, ADMIN_API.data);
}

type UploadOutcome = { result: LabelUploadResult | null; error: ApiError | null };

/** Uploads the chosen CSV; the data state is loaded again after. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<UploadOutcome> {
  const read = readForm(LabelUploadForm, await request.formData());
  if (read.error) return { result: null, error: read.error };
  const { file, speedUnit, replaceProvider } = read.data;
  try {
    const result = await consoleApi<LabelUploadResult>(request, ADMIN_API.dataLabels, {
      method: 'POST',
      body: { name: file.name, data: await base64Of(file), speedUnit, replaceProvider },
    });
    return { result, error: null };
  } catch (error) {
    // 422: the file was read and refused; the answer lists every error by line and column.
    // 409: another upload is being imported; the answer says so.
    if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
      const refused: LabelUploadResult = {
        ok: false,
        message: error.body?.message ?? error.message,
        errors: [...(error.body?.errors ?? [])],
      };
      return { result: refused, error: null };
    }
    if (error instanceof ApiError) return { result: null, error };
    throw error;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Data" error={error} />;
}

const count = (n: number, what: string) => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;

const where = (e: { file: string; line: number; column?: string }) =>
  `${e.file}${e.line ? `, line ${e.line}` : ''}${e.column ? `, column ${e.column}` : ''}`;

export default function Data({ loaderData }: Route.ComponentProps) {
  const upload = useFetcher<typeof clientAction>();
  const outcome = upload.state === 'idle' ? upload.data : undefined;
  const result = outcome?.result;
  const fileId = useId();
  const unitId = useId();
  const { coverage, labels, imports } = loaderData;

  const columns: Column<DataImportRow>[] = [
    { header: 'When', cell: (i) => formatTime(i.importedAt), className: 'min-w-28' },
    {
      header: 'What',
      cell: (i) => `${i.kind === 'labels' ? 'Labels' : 'Coverage'}${i.sample ? ' (sample)' : ''}`,
    },
    { header: 'Files', cell: (i) => i.files.map((f) => f.name).join(', '), className: 'wrap-anywhere' },
    { header: 'Rows', cell: (i) => i.rows.toLocaleString('en-US') },
    { header: 'As of', cell: (i) => i.asOf ?? '' },
    { header: 'By', cell: (i) => i.importedBy, className: 'min-w-44 wrap-anywhere' },
    {
      header: 'Result',
      cell: (i) =>
        i.status === 'imported' ? (
          'Imported'
        ) : (
          <>
            <span className="font-semibold text-red-800">Refused: {count(i.errorCount, 'error')}</span>
            <ul className="mt-1 list-disc pl-5">
              {i.errors.slice(0, 5).map((e) => (
                <li key={`${e.line}-${e.column ?? ''}-${e.message}`}>
                  {where(e)}: {e.message}
                </li>
              ))}
            </ul>
          </>
        ),
    },
  ];

  return (
    <section>
      <PageTitle>Data</PageTitle>
      <p className="mt-2 text-slate-700">
        Coverage from the FCC's Broadband Data Collection and plans from providers' Broadband Facts labels:
        what the ZIP answers and the plan finder show.
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded bg-white p-4 shadow sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Coverage</dt>
        <dd>
          {coverage.states.length === 0
            ? 'None imported: ZIP answers are state estimates.'
            : `${count(coverage.states.length, 'state')}, ${count(coverage.zips, 'ZIP code')}, ${count(coverage.rows, 'row')}`}
          {coverage.states.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-x-4">
              {coverage.states.map((s) => (
                <li key={s.state}>
                  {s.state}: as of {s.asOf}
                  {s.sample ? ' (sample)' : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </dd>
        <dt className="font-semibold">Plan labels</dt>
        <dd>
          {`${count(labels.current, 'current label')} from ${count(labels.providers, 'provider')} (${count(labels.versions, 'version')} kept)`}
          {labels.sample ? ', sample data' : ''}
        </dd>
      </dl>

      <h2 className="mt-8 text-lg font-semibold">Upload a label file</h2>
      <upload.Form
        method="post"
        encType="multipart/form-data"
        className="mt-2 flex flex-wrap items-end gap-4"
      >
        <label htmlFor={fileId} className="grid gap-1">
          Broadband Facts label CSV
          <input id={fileId} name="file" type="file" accept=".csv,text/csv" required className={inputClass} />
        </label>
        <label htmlFor={unitId} className="grid gap-1">
          Speeds in the file
          <select id={unitId} name="speedUnit" defaultValue="mbps" className={inputClass}>
            <option value="mbps">Mbps</option>
            <option value="kbps">kbps</option>
          </select>
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input name="replaceProvider" type="checkbox" className="size-5" />
          This file is the provider’s whole list (retire its plans not in it)
        </label>
        <button type="submit" className={buttonClass} disabled={upload.state !== 'idle'}>
          {upload.state === 'idle' ? 'Import labels' : 'Importing…'}
        </button>
      </upload.Form>
      <div role="status" className="mt-3">
        {result?.ok ? (
          <p>
            Imported {count(result.labels, 'label')} ({result.language === 'es' ? 'Spanish' : 'English'}
            {result.mobile ? `, ${result.mobile} mobile` : ''}) of {result.providers.join(', ')}:{' '}
            {result.added} new, {result.kept} unchanged, {result.superseded} replaced.
          </p>
        ) : result && !result.ok ? (
          <div className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{result.message}</p>
            <ul className="mt-1 list-disc pl-5">
              {result.errors.map((e) => (
                <li key={`${e.line}-${e.column ?? ''}-${e.message}`}>
                  {where(e)}: {e.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <ErrorNote error={outcome?.error} />

      <h2 className="mt-8 text-lg font-semibold">Latest imports</h2>
      <ListTable
        caption="Import attempts, newest first"
        columns={columns}
        rows={imports}
        empty="Nothing imported yet."
      />
    </section>
  );
}
