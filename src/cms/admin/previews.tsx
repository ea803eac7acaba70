/**
 * Live previews: every content file previews with the site's own pages, sections and CSS, given
 * the data their queries give them, from the YAML as the editor is writing it (preview-data.tsx);
 * images come through Decap's getAsset instead of sharp.
 */
import type { ComponentType, CSSProperties, ReactNode } from "react";
import "../../styles/global.css";
import { Footer } from "../../components/footer/Footer";
import { Header } from "../../components/header/Header";
import { ToastProvider } from "../../components/toast/ToastProvider";
import AboutPage from "../../pages/chi-siamo";
import ContactPage from "../../pages/contatti";
import HomePage from "../../pages/index";
import PortfolioPage from "../../pages/portfolio";
import ServicesPage from "../../pages/servizi";
import { NotFound } from "../../sections/not-found/NotFound";
import { CaseStudiesSection } from "../../sections/portfolio/CaseStudiesSection";
import { MetricsSection } from "../../sections/portfolio/MetricsSection";
import { TestimonialsCarousel } from "../../sections/portfolio/TestimonialsCarousel";
import { ServicesGrid } from "../../sections/services/ServicesGrid";
import LegalPage from "../../templates/legal-page";
import {
  entryData,
  itemField,
  previewImage,
  SiteProvider,
  useContentFile,
  type FileIndex,
  type ImmutableLike,
  type PreviewProps,
  type SiteData,
} from "./preview-data";
import { placeholderValues } from "../../content-model/model/placeholders";
import { ChecklistPreview, type ChecklistData } from "./ChecklistPreview";
import { legalDate, today } from "./legal-date";
import { PreviewBoundary } from "./PreviewBoundary";

type Preview = ComponentType<PreviewProps>;
type Page<Q, K extends keyof Q> = NonNullable<Q[K]>;
type Nodes<Q, K extends keyof Q> = Q[K] extends { nodes: infer N } ? N : never;

type HomeData = Page<Queries.HomePageQuery, "homeYaml">;
type ServicesPageData = Page<Queries.ServicesPageQuery, "servicesPageYaml">;
type AboutData = Page<Queries.AboutPageQuery, "aboutYaml">;
type PortfolioData = Page<Queries.PortfolioPageQuery, "portfolioYaml">;
type ContactData = Page<Queries.ContactPageQuery, "contactYaml">;
type LegalData = Page<Queries.LegalPageQuery, "legalYaml">;
type Service = Queries.ServiceCardFragment & { readonly onHome: boolean };
type Metric = Nodes<Queries.PortfolioPageQuery, "allMetricsYaml">[number] &
  Nodes<Queries.HomePageQuery, "allMetricsYaml">[number];
type CaseStudy = Queries.CaseStudyCardFragment;
/** A case study as the YAML holds it: the image a path, not yet the picture. */
type CaseStudyFile = Omit<CaseStudy, "image"> & { readonly image: string | null };
type Testimonial = Queries.TestimonialCardFragment;

const HEADER_BAND: CSSProperties = {
  transform: "translateZ(0)",
  // Decap's own buttons (preview, scroll) sit over the pane's top right corner.
  marginRight: "var(--space-8)",
  minHeight: "calc(var(--header-height) + var(--space-4))",
  background: "var(--gradient-night)",
};

/** One part of a preview that shows several, under a caption that says where the site shows it. */
function PreviewPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div data-preview-part="">
      <p style={PART_CAPTION}>{label}</p>
      {children}
    </div>
  );
}

const PART_CAPTION: CSSProperties = {
  margin: 0,
  padding: "var(--space-5) var(--space-8) var(--space-2) var(--space-4)",
  font: "600 0.8125rem/1.4 system-ui, sans-serif",
  color: "var(--color-ink-soft)",
  background: "var(--color-surface)",
};

/**
 * The frame every preview shares: the site file (for the shell's queries and, as `values`, the
 * placeholders), toasts, and a boundary that keeps a failing section from taking the pane down.
 */
function withSite(
  files: FileIndex,
  Body: Preview,
  own?: (props: PreviewProps) => SiteData,
): Preview {
  function SitePreview(props: PreviewProps) {
    const loaded = useContentFile<SiteData>(props, files, "site.yaml");
    const site = own ? own(props) : loaded;
    return (
      <PreviewBoundary entry={props.entry}>
        <SiteProvider site={site}>
          {site ? (
            <ToastProvider
              regionLabel={site.toasts.regionLabel}
              dismissLabel={site.toasts.dismissLabel}
            >
              <main data-cms-preview="">
                <Body {...props} values={placeholderValues(site)} />
              </main>
            </ToastProvider>
          ) : null}
        </SiteProvider>
      </PreviewBoundary>
    );
  }
  return SitePreview;
}

/** Case studies with their pictures as the CMS holds them; `field` names the image's folder. */
function withImages(
  getAsset: PreviewProps["getAsset"],
  field: ImmutableLike | undefined,
  studies: readonly CaseStudyFile[],
): CaseStudy[] {
  return studies.map((study) => {
    const url = study.image ? getAsset(study.image, field)?.toString() : undefined;
    return {
      ...study,
      image: { childImageSharp: url ? { gatsbyImageData: previewImage(url) } : null },
    };
  });
}

export function previewTemplates(files: FileIndex): Record<string, Preview> {
  const useList = <T,>(props: PreviewProps, file: string): T[] =>
    useContentFile<T[]>(props, files, file, props.values) ?? [];

  function Home(props: PreviewProps) {
    const homeYaml = entryData<HomeData>(props.entry, props.values);
    const metrics = useList<Metric>(props, "metrics.yaml");
    const services = useList<Service>(props, "services.yaml").filter((service) => service.onHome);
    return (
      <HomePage
        data={{
          homeYaml,
          allMetricsYaml: { nodes: metrics },
          allServicesYaml: { nodes: services },
        }}
      />
    );
  }

  function Services(props: PreviewProps) {
    const servicesPageYaml = entryData<ServicesPageData>(props.entry, props.values);
    const services = useList<Service>(props, "services.yaml");
    return <ServicesPage data={{ servicesPageYaml, allServicesYaml: { nodes: services } }} />;
  }

  function About(props: PreviewProps) {
    return <AboutPage data={{ aboutYaml: entryData<AboutData>(props.entry, props.values) }} />;
  }

  function Portfolio(props: PreviewProps) {
    const portfolioYaml = entryData<PortfolioData>(props.entry, props.values);
    const metrics = useList<Metric>(props, "metrics.yaml");
    const studies = useList<CaseStudyFile>(props, "case-studies.yaml");
    const testimonials = useList<Testimonial>(props, "testimonials.yaml");
    return (
      <PortfolioPage
        data={{
          portfolioYaml,
          allMetricsYaml: { nodes: metrics },
          // Another file's pictures: Decap finds them in its default media folder, which is theirs.
          allCaseStudiesYaml: { nodes: withImages(props.getAsset, undefined, studies) },
          allTestimonialsYaml: { nodes: testimonials },
        }}
      />
    );
  }

  function Contact(props: PreviewProps) {
    return (
      <ContactPage data={{ contactYaml: entryData<ContactData>(props.entry, props.values) }} />
    );
  }

  function SiteFile(props: PreviewProps) {
    const data = entryData<SiteData>(props.entry, props.values);
    return (
      <>
        <PreviewPart label="Menu in alto, in cima a ogni pagina">
          {/* A transformed box holds the fixed header in place: it stays above the footer when
              the pane scrolls, on the dark band every page opens with. */}
          <div style={HEADER_BAND}>
            <Header pathname="/" />
          </div>
        </PreviewPart>
        <PreviewPart label="Pagina non trovata (404)">
          <NotFound {...data.notFound} />
        </PreviewPart>
        <PreviewPart label="Piè di pagina, in fondo a ogni pagina">
          <Footer />
        </PreviewPart>
      </>
    );
  }

  /** A list file's preview: its items, under the labels the page that shows them gives them. */
  const listPreview = <L, T>(
    labelsFile: string,
    render: (labels: L, items: T[], props: PreviewProps) => ReactNode,
  ) =>
    function ListPreview(props: PreviewProps) {
      const labels = useContentFile<L>(props, files, labelsFile, props.values);
      return labels ? render(labels, entryData<T[]>(props.entry, props.values), props) : null;
    };

  const ServiceList = listPreview<ServicesPageData, Service>(
    "services-page.yaml",
    (page, items) => (
      <ServicesGrid services={items} featuresLabel={page.featuresLabel} cta={page.cardCta} />
    ),
  );
  const CaseStudies = listPreview<PortfolioData, CaseStudyFile>(
    "portfolio.yaml",
    (page, items, props) => (
      <CaseStudiesSection
        data={page.caseStudies}
        studies={withImages(props.getAsset, itemField(props, "image"), items)}
      />
    ),
  );
  const Testimonials = listPreview<PortfolioData, Testimonial>("portfolio.yaml", (page, items) => (
    <TestimonialsCarousel labels={page.testimonials} testimonials={items} />
  ));
  const Metrics = listPreview<PortfolioData, Metric>("portfolio.yaml", (page, items) => (
    <MetricsSection data={page.metrics} metrics={items} />
  ));

  function Legal(props: PreviewProps) {
    const path = String(props.entry.get("path"));
    const draft = entryData<LegalData>(props.entry);
    // The page as saved: its text changed and its date did not, the date becomes today's. Both as
    // written, placeholders and all, as the save compares them (legal-date.tsx).
    const saved = useContentFile<LegalData>(props, files, path.replace(/^content\//, ""));
    const updatedOn = legalDate(path, draft, today(), saved ?? draft) ?? null;
    return (
      <LegalPage
        data={{ legalYaml: { ...entryData<LegalData>(props.entry, props.values), updatedOn } }}
        pageContext={{ id: "", buildDate: today() }}
      />
    );
  }

  function Checklist(props: PreviewProps) {
    return <ChecklistPreview data={entryData<ChecklistData>(props.entry, props.values)} />;
  }

  const templates: Record<string, Preview> = {
    "content/home.yaml": withSite(files, Home),
    "content/services-page.yaml": withSite(files, Services),
    "content/about.yaml": withSite(files, About),
    "content/portfolio.yaml": withSite(files, Portfolio),
    "content/contact.yaml": withSite(files, Contact),
    "content/site.yaml": withSite(files, SiteFile, (props) => entryData<SiteData>(props.entry)),
    "content/services.yaml": withSite(files, ServiceList),
    "content/case-studies.yaml": withSite(files, CaseStudies),
    "content/testimonials.yaml": withSite(files, Testimonials),
    "content/metrics.yaml": withSite(files, Metrics),
    "content/publishing-checklist.yaml": withSite(files, Checklist),
  };
  for (const file of files.keys()) {
    if (file.startsWith("content/legal/")) templates[file] = withSite(files, Legal);
  }
  return templates;
}
