import { type ReactNode } from "react";
import { useSite } from "../../hooks/use-site";
import { fill } from "../../lib/fill";
import { organizationSchema } from "./organization-schema";

interface SeoProps {
  title: string;
  description: string;
  /** The page's path, for the canonical URL; omit on pages that must not be indexed. */
  pathname?: string;
  noindex?: boolean;
  children?: ReactNode;
}

/** Everything a page puts in <head> through Gatsby's Head API. */
export function Seo({ title, description, pathname, noindex = false, children }: SeoProps) {
  const site = useSite();
  const fullTitle = `${fill(title, site.values)} | ${site.companyName}`;
  const text = fill(description, site.values);
  const url = pathname ? `${site.siteUrl}${pathname}` : undefined;
  const image = site.seo.shareImage;
  const imageUrl = `${site.siteUrl}${image.publicURL ?? ""}`;
  const imageAlt = fill(site.seo.shareImageAlt, site.values);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {url && !noindex ? <link rel="canonical" href={url} /> : null}
      <meta name="theme-color" content="#6d28d9" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="it_IT" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta
        property="og:image:width"
        content={String(image.childImageSharp?.original?.width ?? 1200)}
      />
      <meta
        property="og:image:height"
        content={String(image.childImageSharp?.original?.height ?? 630)}
      />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(organizationSchema(site)).replace(/</g, "\\u003c"),
        }}
      />
      {children}
    </>
  );
}
