import { graphql, useStaticQuery } from "gatsby";
import type { TemplateValues } from "../lib/fill";

const query = graphql`
  query UseSite {
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
      registration {
        registryOffice
        registryNumber
        reaNumber
        shareCapital
      }
      logoAlt
      address {
        street
        postalCode
        city
        province
        region
        country
        countryCode
      }
      openingHours {
        days
        hours
        schemaOrg
      }
      nav {
        label
        to
      }
      headerCta {
        label
        to
      }
      ui {
        skipLink
        navLabel
        homeLinkLabel
        menuOpenLabel
        menuCloseLabel
        phoneButtonLabel
      }
      footer {
        description
        navTitle
        contactTitle
        legalTitle
        legalLinks {
          label
          to
        }
        companyDetails
        copyright
      }
      splash {
        message
        progressLabel
      }
      toasts {
        required {
          title
          description
        }
        consent {
          title
          description
        }
        failure {
          title
          description
        }
        success {
          title
          description
        }
        dismissLabel
        regionLabel
      }
      notFound {
        seo {
          title
          description
        }
        title
        text
        homeLink
      }
      errorPage {
        title
        text
        homeLink
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

export type SiteData = NonNullable<Queries.UseSiteQuery["siteYaml"]>;

export interface Site extends SiteData {
  siteUrl: string;
  /** Values for {placeholders} in editor copy. */
  values: TemplateValues;
}

export function siteValues(site: SiteData): TemplateValues {
  const { address } = site;
  return {
    companyName: site.companyName,
    legalName: site.legalName,
    phone: site.phone,
    email: site.email,
    vatNumber: site.vatNumber,
    registryOffice: site.registration.registryOffice,
    registryNumber: site.registration.registryNumber,
    reaNumber: site.registration.reaNumber,
    shareCapital: site.registration.shareCapital,
    address: `${address.street}, ${address.postalCode} ${address.city} (${address.province}), ${address.country}`,
  };
}

/** The site file (content/site.yaml) with the site URL and the placeholder values. */
export function useSite(): Site {
  const data = useStaticQuery<Queries.UseSiteQuery>(query);
  if (!data.siteYaml) throw new Error("content/site.yaml is missing");
  return {
    ...data.siteYaml,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    values: siteValues(data.siteYaml),
  };
}
