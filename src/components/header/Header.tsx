import { graphql, Link, useStaticQuery } from "gatsby";
import { __iconData as menuIcon } from "lucide-react/icons/menu";
import { __iconData as xIcon } from "lucide-react/icons/x";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useScrolled } from "../../hooks/use-scrolled";
import { isCurrentPath } from "../../lib/paths";
import { Logo } from "../logo/Logo";
import { classNames } from "../../lib/class-names";
import * as styles from "./header.module.css";
import { svgIcon } from "../icon/svg-icon";

const Menu = svgIcon(menuIcon);
const X = svgIcon(xIcon);

/** Header scroll threshold in px (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 20;
const MENU_ID = "mobile-menu";

const query = graphql`
  query Header {
    siteYaml {
      companyName
      nav {
        label
        to
      }
      headerCta {
        label
        to
      }
      ui {
        navLabel
        homeLinkLabel
        menuOpenLabel
        menuCloseLabel
      }
    }
  }
`;

export function Header({ pathname }: { pathname: string }) {
  const site = useStaticQuery<Queries.HeaderQuery>(query).siteYaml!;
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu. Not on mount: pending effects run before the next render, so
  // closing there would undo a tap on the toggle made between the header's hydration and its effects.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setOpen(false);
  }, [pathname]);

  // A layout effect: Escape closes the menu from the moment it is drawn open. Plain effects run
  // after the paint, and a quick keyboard user's Escape in between was lost (browser suite, load).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const linkProps = (to: string) => {
    const current = isCurrentPath(to, pathname);
    return {
      to,
      "aria-current": current ? ("page" as const) : undefined,
      "data-current": current ? "" : undefined,
    };
  };

  return (
    <header
      className={classNames(styles.header, (scrolled || open) && styles.scrolled)}
      data-scrolled={scrolled}
    >
      <div className={styles.bar}>
        <nav className={styles.desktopNav} aria-label={site.ui.navLabel}>
          <ul className={styles.links}>
            {site.nav.map((item) => (
              <li key={item.to}>
                <Link className={styles.link} {...linkProps(item.to)}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" className={styles.home} aria-label={site.ui.homeLinkLabel}>
          <Logo companyName={site.companyName} />
        </Link>
        <Link className={`${styles.cta} ${styles.desktopCta}`} {...linkProps(site.headerCta.to)}>
          {site.headerCta.label}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? site.ui.menuCloseLabel : site.ui.menuOpenLabel}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X size={24} /> : <Menu size={24} />}
        </button>
      </div>
      <nav id={MENU_ID} className={styles.mobileNav} hidden={!open} aria-label={site.ui.navLabel}>
        <ul className={styles.mobileLinks}>
          {site.nav.map((item) => (
            <li key={item.to}>
              <Link className={styles.mobileLink} onClick={close} {...linkProps(item.to)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <Link className={styles.cta} onClick={close} {...linkProps(site.headerCta.to)}>
              {site.headerCta.label}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
