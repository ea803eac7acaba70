import { Link } from "gatsby";
import type { Site } from "../../hooks/use-site";
import { fill } from "../../lib/fill";
import { telHref } from "../../lib/phone";
import { Logo } from "../logo/Logo";
import { STAGED_PARTS } from "../splash/staged-parts";
import * as styles from "./footer.module.css";

export function Footer({ site }: { site: Site }) {
  const { footer, address } = site;
  return (
    // Beneath the splash, laid out part by part (staged-layout.ts): the columns, then the bottom
    // line, which comes last so that no column arriving moves it.
    <footer className={styles.footer} {...STAGED_PARTS}>
      <div className={styles.grid} {...STAGED_PARTS}>
        <div className={styles.brand}>
          <Logo companyName={site.companyName} />
          <p className={styles.description}>{fill(footer.description, site.values)}</p>
        </div>
        <nav aria-label={footer.navTitle}>
          <h2 className={styles.title}>{footer.navTitle}</h2>
          <ul className={styles.list}>
            {site.nav.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
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
        <nav aria-label={footer.legalTitle}>
          <h2 className={styles.title}>{footer.legalTitle}</h2>
          <ul className={styles.list}>
            {footer.legalLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{fill(footer.copyright, site.values)}</p>
        <p className={styles.company}>{fill(footer.companyDetails, site.values)}</p>
      </div>
    </footer>
  );
}
