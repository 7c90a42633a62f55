/** Full-screen "Loading..." spinner (SPEC 2, Shell) for pages that are not prerendered. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[99999] flex flex-col items-center justify-center gap-4 bg-brand-950 text-white"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-accent-500"
      />
      <span className="text-lg font-medium">Loading...</span>
    </div>
  );
}
