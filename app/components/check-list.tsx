import { Icon } from './icons';

/** Bullet points with a tick each: package, service and equipment cards. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-2 text-sm text-slate-700">
      {items.map((point) => (
        <li key={point} className="flex gap-2">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success-600" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
