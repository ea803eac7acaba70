import { type ReactNode } from "react";
import { useSite } from "../../hooks/use-site";
import { fill } from "../../lib/fill";
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

/** The shell around every page (gatsby-browser/gatsby-ssr wrapPageElement). */
export function Layout({ pathname, children }: LayoutProps) {
  const site = useSite();
  return (
    <ToastProvider regionLabel={site.toasts.regionLabel} dismissLabel={site.toasts.dismissLabel}>
      <Splash
        companyName={site.companyName}
        message={site.splash.message}
        progressLabel={site.splash.progressLabel}
      />
      <SkipLink label={site.ui.skipLink} />
      <Hydrate>
        <Header site={site} pathname={pathname} />
      </Hydrate>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <ErrorBoundary key={pathname} {...site.errorPage}>
          {children}
        </ErrorBoundary>
      </main>
      <Hydrate>
        <Footer site={site} />
      </Hydrate>
      <PhoneButton phone={site.phone} label={fill(site.ui.phoneButtonLabel, site.values)} />
    </ToastProvider>
  );
}
