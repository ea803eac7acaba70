import { graphql, useStaticQuery } from "gatsby";

/** The contact form's notifications (content/site.yaml): the form's and the no-JavaScript page's. */
export function useToasts() {
  return useStaticQuery<Queries.ContactToastsQuery>(graphql`
    query ContactToasts {
      siteYaml {
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
        }
      }
    }
  `).siteYaml!.toasts;
}
