type Site = NonNullable<Queries.SeoQuery["siteYaml"]>;

/** schema.org ProfessionalService for the agency (JSON-LD on every page). */
export function organizationSchema(site: Site, siteUrl: string): Record<string, unknown> {
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#organizzazione`,
    name: site.companyName,
    legalName: site.legalName,
    description: site.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.png`,
    image: `${siteUrl}${site.seo.shareImage.publicURL ?? ""}`,
    telephone: site.phone.replace(/\s+/g, ""),
    email: site.email,
    vatID: `${address.countryCode}${site.vatNumber}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.province,
      addressCountry: address.countryCode,
    },
    openingHours: site.openingHours.map((entry) => entry.schemaOrg),
  };
}
