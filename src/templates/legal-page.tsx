import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/Seo";
import { legalUpdatedDate } from "../lib/legal-date";
import { LegalDocument } from "../sections/legal/LegalDocument";

export interface LegalPageContext {
  id: string;
  /** YYYY-MM-DD of the build. */
  buildDate: string;
}

export const query = graphql`
  query LegalPage($id: String!) {
    legalYaml(id: { eq: $id }) {
      seo {
        title
        description
      }
      updatedOn(formatString: "YYYY-MM-DD")
      ...LegalDocument
    }
  }
`;

/** The page's body; the editor's preview renders it too, with the same data (src/cms/admin/previews.tsx). */
export default function LegalPage({
  data,
  pageContext,
}: Pick<PageProps<Queries.LegalPageQuery, LegalPageContext>, "data" | "pageContext">) {
  const page = data.legalYaml!;
  return (
    <LegalDocument data={page} updated={legalUpdatedDate(page.updatedOn, pageContext.buildDate)} />
  );
}

export function Head({ data, location }: HeadProps<Queries.LegalPageQuery>) {
  return <Seo {...data.legalYaml!.seo} pathname={location.pathname} />;
}
