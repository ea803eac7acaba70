import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Seo } from "../components/seo/Seo";
import { NotFound } from "../sections/not-found/NotFound";

export const query = graphql`
  query NotFoundPage {
    siteYaml {
      notFound {
        seo {
          title
          description
        }
        title
        text
        homeLink
      }
    }
  }
`;

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <NotFound {...data.siteYaml!.notFound} />;
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return <Seo {...data.siteYaml!.notFound.seo} noindex />;
}
