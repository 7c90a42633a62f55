import { Link } from 'react-router';

type BannerProps = {
  title: string;
  subTitle?: string;
  eyebrow?: string;
  button?: { label: string; to: string };
  children?: React.ReactNode;
};

/** Page hero: dark band under the transparent header, with the page's one h1. */
export function Banner({ title, subTitle, eyebrow, button, children }: BannerProps) {
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,#1d53ee_0%,transparent_55%),radial-gradient(ellipse_at_bottom_left,#1a3288_0%,transparent_60%)] opacity-80"
      />
      <div className="container-page relative pt-[calc(var(--header-height)+3rem)] pb-14 md:pb-20">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        {subTitle && <p className="mt-4 max-w-2xl text-lg text-white/85">{subTitle}</p>}
        {button && (
          <Link to={button.to} className="btn-accent mt-8">
            {button.label}
          </Link>
        )}
        {children}
      </div>
    </section>
  );
}
