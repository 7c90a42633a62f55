/** Lists the sections a screen will hold; used while a screen is being built out. */
export function SectionOutline({ sections }: { sections: string[] }) {
  return (
    <div className="container-page section">
      <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {sections.map((s) => (
          <li key={s} className="rounded-2xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold text-ink">{s}</h2>
          </li>
        ))}
      </ol>
    </div>
  );
}
