import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/Seo";
import { ContactSection } from "../sections/contact/ContactSection";
import { PageHero } from "../sections/shared/PageHero";

export const query = graphql`
  query ContactPage {
    contactYaml {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      form {
        ...ContactForm
        invalidEmail
        invalidPhone
        tooLong
      }
      info {
        ...ContactInfo
      }
    }
  }
`;

/** The page's body; the editor's preview renders it too, with the same data (src/cms/admin/previews.tsx). */
export default function ContactPage({ data }: Pick<PageProps<Queries.ContactPageQuery>, "data">) {
  const page = data.contactYaml!;
  return (
    <>
      <PageHero {...page.hero} />
      <ContactSection form={page.form} info={page.info} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  return <Seo {...data.contactYaml!.seo} pathname={location.pathname} />;
}
