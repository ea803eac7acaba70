import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/Seo";
import { HomeHero } from "../sections/home/HomeHero";
import { ServicesPreview } from "../sections/home/ServicesPreview";
import { StatsSection } from "../sections/home/StatsSection";
import { WhySection } from "../sections/home/WhySection";
import { CtaSection } from "../sections/shared/CtaSection";

export const query = graphql`
  query HomePage {
    homeYaml {
      seo {
        title
        description
      }
      hero {
        ...HomeHero
      }
      stats {
        ...MetricsIntro
      }
      services {
        ...ServicesPreview
      }
      why {
        ...WhySection
      }
      cta {
        ...CtaSection
      }
    }
    allMetricsYaml {
      nodes {
        ...StatTile
      }
    }
    allServicesYaml(filter: { onHome: { eq: true } }) {
      nodes {
        ...ServicePreviewCard
      }
    }
  }
`;

/** The page's body; the editor's preview renders it too, with the same data (src/cms/admin/previews.tsx). */
export default function HomePage({ data }: Pick<PageProps<Queries.HomePageQuery>, "data">) {
  const home = data.homeYaml!;
  return (
    <>
      <HomeHero data={home.hero} />
      <StatsSection data={home.stats} stats={data.allMetricsYaml.nodes} />
      <ServicesPreview data={home.services} services={data.allServicesYaml.nodes} />
      <WhySection data={home.why} />
      <CtaSection data={home.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  return <Seo {...data.homeYaml!.seo} pathname={location.pathname} />;
}
