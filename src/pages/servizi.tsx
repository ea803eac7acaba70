import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/Seo";
import { ServicesGrid } from "../sections/services/ServicesGrid";
import { CtaSection } from "../sections/shared/CtaSection";
import { MethodSection } from "../sections/shared/MethodSection";
import { PageHero } from "../sections/shared/PageHero";

export const query = graphql`
  query ServicesPage {
    servicesPageYaml {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      cardCta {
        label
        to
      }
      featuresLabel
      method {
        ...MethodSection
      }
      cta {
        ...CtaSection
      }
    }
    allServicesYaml {
      nodes {
        ...ServiceCard
      }
    }
  }
`;

/** The page's body; the editor's preview renders it too, with the same data (src/cms/admin/previews.tsx). */
export default function ServicesPage({ data }: Pick<PageProps<Queries.ServicesPageQuery>, "data">) {
  const page = data.servicesPageYaml!;
  return (
    <>
      <PageHero {...page.hero} />
      <ServicesGrid
        services={data.allServicesYaml.nodes}
        featuresLabel={page.featuresLabel}
        cta={page.cardCta}
      />
      <MethodSection data={page.method} />
      <CtaSection data={page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  return <Seo {...data.servicesPageYaml!.seo} pathname={location.pathname} />;
}
