import { useId } from 'react';
import type { TeamMember } from '../../content/base/ui.ts';

/** Team member card (SPEC 3): avatar illustration, name, role. */
export function TeamCard({ member }: { member: TeamMember }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-white text-center shadow-sm"
    >
      <img
        src={member.iconUrl}
        alt=""
        width={240}
        height={240}
        loading="lazy"
        className="aspect-square h-auto w-full bg-brand-50 object-cover"
      />
      <div className="px-4 py-5">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {member.serviceHeading}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{member.serviceDescription}</p>
      </div>
    </article>
  );
}
