import { site } from '../../content/site.ts';

/** Brand mark and wordmark. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <rect width="32" height="32" rx="9" fill="#ff9a1f" />
        <path
          d="M7 19.5a13 13 0 0 1 18 0"
          fill="none"
          stroke="#0f1c45"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path
          d="M10.5 23a8 8 0 0 1 11 0"
          fill="none"
          stroke="#0f1c45"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="16" cy="26" r="1.9" fill="#0f1c45" />
        <path d="M9 11h14" stroke="#0f1c45" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="text-xl">{site.name}</span>
    </span>
  );
}
