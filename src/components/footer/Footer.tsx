import { graphql, Link, useStaticQuery } from "gatsby";
import { telHref } from "../../lib/phone";
import { Logo } from "../logo/Logo";
import { STAGED_PARTS } from "../splash/staged-parts";
import * as styles from "./footer.module.css";

/** The office's address (site.yaml), as the footer, the Contatti page and Google read it. */
export const fragment = graphql`
  fragment Address on Address {
    street
    postalCode
    city
    province
    country
    countryCode
  }
`;

const query = graphql`
  query Footer {
    siteYaml {
      companyName
      phone
      email
      address {
        ...Address
      }
      nav {
        label
        to
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
    }
  }
`;

/** A column of links under its title, named by it for assistive technology. */
function LinkColumn({ title, links }: { title: string; links: readonly Queries.LinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const site = useStaticQuery<Queries.FooterQuery>(query).siteYaml!;
  const { footer, address } = site;
  return (
    // Staged beneath the splash (staged-layout.ts): the columns, then the bottom line, last so
    // that no column arriving moves it.
    <footer className={styles.footer} {...STAGED_PARTS}>
      <div className={styles.grid} {...STAGED_PARTS}>
        <div className={styles.brand}>
          <Logo companyName={site.companyName} />
          <p className={styles.description}>{footer.description}</p>
        </div>
        <LinkColumn title={footer.navTitle} links={site.nav} />
        <div>
          <h2 className={styles.title}>{footer.contactTitle}</h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <address className={styles.address}>
                {address.street}, {address.postalCode} {address.city} ({address.province})
              </address>
            </li>
          </ul>
        </div>
        <LinkColumn title={footer.legalTitle} links={footer.legalLinks} />
      </div>
      <div className={styles.bottom}>
        <p>{footer.copyright}</p>
        <p className={styles.company}>{footer.companyDetails}</p>
      </div>
    </footer>
  );
}
