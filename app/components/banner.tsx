import { Link } from 'react-router';

type BannerProps = {
  title: string;
  subTitle?: string;
  eyebrow?: string;
  /** Wide illustration (lg and up). SPEC 3 field name. */
  bannerImageUrl?: string;
  /** Small-screen illustration (below lg). SPEC 3 field name, spelling as in the contract. */
  bannerResposiveImageUrl?: string;
  /** Intrinsic size of the wide image (defaults fit the /images/banners set: 640×480). */
  imageWidth?: number;
  imageHeight?: number;
  /** Intrinsic size of the small image (defaults: 640×360). */
  smallImageWidth?: number;
  smallImageHeight?: number;
  button?: { label: string; to: string };
  /** A second, quieter action (e.g. call us). */
  secondaryButton?: { label: string; href: string };
  children?: React.ReactNode;
};

/** Page hero: dark band under the transparent header, with the page's one h1 and an illustration. */
export function Banner({
  title,
  subTitle,
  eyebrow,
  bannerImageUrl,
  bannerResposiveImageUrl,
  imageWidth = 640,
  imageHeight = 480,
  smallImageWidth = 640,
  smallImageHeight = 360,
  button,
  secondaryButton,
  children,
}: BannerProps) {
  const hasImage = Boolean(bannerImageUrl);
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white" aria-labelledby="page-title">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,#1d53ee_0%,transparent_55%),radial-gradient(ellipse_at_bottom_left,#1a3288_0%,transparent_60%)] opacity-80"
      />
      <div
        className={`container-page relative pt-[calc(var(--header-height)+2.5rem)] pb-12 md:pb-16 lg:pt-[calc(var(--header-height)+3.5rem)] lg:pb-20 ${
          hasImage ? 'grid items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]' : ''
        }`}
      >
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{eyebrow}</p>
          )}
          <h1
            id="page-title"
            className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance md:text-5xl 3xl:text-6xl"
          >
            {title}
          </h1>
          {subTitle && <p className="mt-4 max-w-2xl text-lg text-pretty text-white/85">{subTitle}</p>}
          {(button || secondaryButton) && (
            <div className="mt-8 flex flex-wrap items-center gap-3">
              {button && (
                <Link to={button.to} className="btn-accent px-7 text-base">
                  {button.label}
                </Link>
              )}
              {secondaryButton && (
                <a
                  href={secondaryButton.href}
                  className="btn border-2 border-white/40 text-white hover:border-white hover:bg-white/10"
                >
                  {secondaryButton.label}
                </a>
              )}
            </div>
          )}
          {children}
        </div>
        {bannerImageUrl && (
          <picture className="block">
            {bannerResposiveImageUrl && (
              <source
                media="(max-width: 991px)"
                srcSet={bannerResposiveImageUrl}
                width={smallImageWidth}
                height={smallImageHeight}
              />
            )}
            <img
              src={bannerImageUrl}
              alt=""
              width={imageWidth}
              height={imageHeight}
              fetchPriority="high"
              className="mx-auto h-auto w-full max-w-xl lg:max-w-none"
            />
          </picture>
        )}
      </div>
    </section>
  );
}

/** The banner picture of the legal and privacy pages. */
export const legalBannerImages = {
  bannerImageUrl: '/images/banners/legal.svg',
  bannerResposiveImageUrl: '/images/banners/legal-small.svg',
};
