import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/Seo";
import { MissionSection } from "../sections/about/MissionSection";
import { PointsSection } from "../sections/about/PointsSection";
import { ValuesSection } from "../sections/about/ValuesSection";
import { CtaSection } from "../sections/shared/CtaSection";
import { MethodSection } from "../sections/shared/MethodSection";
import { PageHero } from "../sections/shared/PageHero";

export const query = graphql`
  query AboutPage {
    aboutYaml {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      mission {
        ...MissionSection
      }
      values {
        ...ValuesSection
      }
      points {
        ...PointsSection
      }
      method {
        ...MethodSection
      }
      cta {
        ...CtaSection
      }
    }
  }
`;

/** The page's body; the editor's preview renders it too, with the same data (src/cms/admin/previews.tsx). */
export default function AboutPage({ data }: Pick<PageProps<Queries.AboutPageQuery>, "data">) {
  const page = data.aboutYaml!;
  return (
    <>
      <PageHero {...page.hero} />
      <MissionSection data={page.mission} />
      <ValuesSection data={page.values} />
      <PointsSection data={page.points} />
      <MethodSection data={page.method} />
      <CtaSection data={page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  return <Seo {...data.aboutYaml!.seo} pathname={location.pathname} />;
}
