import { graphql, useStaticQuery } from "gatsby";
import { type ReactNode } from "react";
import { ErrorBoundary } from "../error-boundary/ErrorBoundary";
import { Footer } from "../footer/Footer";
import { Header } from "../header/Header";
import { PhoneButton } from "../phone-button/PhoneButton";
import { Splash } from "../splash/Splash";
import { ToastProvider } from "../toast/ToastProvider";
import { Hydrate } from "../ui/Hydrate";
import { MAIN_ID } from "./main-id";
import { SkipLink } from "./SkipLink";
import * as styles from "./layout.module.css";

interface LayoutProps {
  pathname: string;
  children: ReactNode;
}

const query = graphql`
  query Layout {
    siteYaml {
      companyName
      phone
      splash {
        message
        progressLabel
      }
      ui {
        skipLink
        phoneButtonLabel
      }
      toasts {
        regionLabel
        dismissLabel
      }
      errorPage {
        title
        text
        homeLink
      }
    }
  }
`;

/** The shell around every page (gatsby-browser/gatsby-ssr wrapPageElement). */
export function Layout({ pathname, children }: LayoutProps) {
  const site = useStaticQuery<Queries.LayoutQuery>(query).siteYaml!;
  return (
    <ToastProvider regionLabel={site.toasts.regionLabel} dismissLabel={site.toasts.dismissLabel}>
      <Splash
        companyName={site.companyName}
        message={site.splash.message}
        progressLabel={site.splash.progressLabel}
      />
      <SkipLink label={site.ui.skipLink} />
      <Hydrate>
        <Header pathname={pathname} />
      </Hydrate>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <ErrorBoundary key={pathname} {...site.errorPage}>
          {children}
        </ErrorBoundary>
      </main>
      <Hydrate>
        <Footer />
      </Hydrate>
      <PhoneButton phone={site.phone} label={site.ui.phoneButtonLabel} />
    </ToastProvider>
  );
}
