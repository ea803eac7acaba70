import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/Seo";
import { CaseStudiesSection } from "../sections/portfolio/CaseStudiesSection";
import { MetricsSection } from "../sections/portfolio/MetricsSection";
import { PortfolioHero } from "../sections/portfolio/PortfolioHero";
import { TestimonialsCarousel } from "../sections/portfolio/TestimonialsCarousel";
import { CtaSection } from "../sections/shared/CtaSection";

export const query = graphql`
  query PortfolioPage {
    portfolioYaml {
      seo {
        title
        description
      }
      hero {
        ...PortfolioHero
      }
      decorativeIcons {
        ...SiteIcon
      }
      metrics {
        ...MetricsIntro
      }
      caseStudies {
        title
        intro
        resultsLabel
        more
      }
      testimonials {
        title
        intro
        previousLabel
        nextLabel
        dotLabel
        ratingLabel
        carouselLabel
        slideLabel
      }
      cta {
        ...CtaSection
      }
    }
    allMetricsYaml {
      nodes {
        ...MetricCounter
      }
    }
    allCaseStudiesYaml {
      nodes {
        ...CaseStudyCard
      }
    }
    allTestimonialsYaml {
      nodes {
        ...TestimonialCard
      }
    }
  }
`;

/** The page's body; the editor's preview renders it too, with the same data (src/cms/admin/previews.tsx). */
export default function PortfolioPage({
  data,
}: Pick<PageProps<Queries.PortfolioPageQuery>, "data">) {
  const page = data.portfolioYaml!;
  return (
    <>
      <PortfolioHero data={page.hero} decorativeIcons={page.decorativeIcons} />
      <MetricsSection data={page.metrics} metrics={data.allMetricsYaml.nodes} />
      <CaseStudiesSection data={page.caseStudies} studies={data.allCaseStudiesYaml.nodes} />
      <TestimonialsCarousel
        labels={page.testimonials}
        testimonials={data.allTestimonialsYaml.nodes}
      />
      <CtaSection data={page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.PortfolioPageQuery>) {
  return <Seo {...data.portfolioYaml!.seo} pathname={location.pathname} />;
}
