import { graphql, useStaticQuery } from "gatsby";
import { type ReactNode } from "react";
import { organizationSchema } from "./organization-schema";

const query = graphql`
  query Seo {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteYaml {
      companyName
      legalName
      tagline
      phone
      email
      vatNumber
      address {
        ...Address
      }
      openingHours {
        schemaOrg
      }
      seo {
        shareImageAlt
        shareImage {
          publicURL
          childImageSharp {
            original {
              width
              height
            }
          }
        }
      }
    }
  }
`;

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
  const data = useStaticQuery<Queries.SeoQuery>(query);
  const site = data.siteYaml!;
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  const fullTitle = `${title} | ${site.companyName}`;
  const url = pathname ? `${siteUrl}${pathname}` : undefined;
  const image = site.seo.shareImage;
  const imageUrl = `${siteUrl}${image.publicURL ?? ""}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
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
      <meta property="og:description" content={description} />
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
      <meta property="og:image:alt" content={site.seo.shareImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={site.seo.shareImageAlt} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(organizationSchema(site, siteUrl)).replace(/</g, "\\u003c"),
        }}
      />
      {children}
    </>
  );
}
