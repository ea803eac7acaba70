/**
 * Live previews: every content file previews with the site's own section components and CSS,
 * re-rendered by Decap on every keystroke. Data the file does not hold (the lists a page shows,
 * the labels a list is shown with, the site file for {placeholders}) comes from the other
 * content files as the CMS holds them (preview-data.tsx).
 *
 * The data is the YAML as the editor is writing it, typed as the GraphQL fragments the
 * components take: the content model gives both the same shape (src/content-model/), except
 * images, which the preview shows through Decap's getAsset instead of sharp.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- YAML being edited, shaped by the content model */
import { type ComponentType } from "react";
import "../../styles/global.css";
import { Footer } from "../../components/footer/Footer";
import { Header } from "../../components/header/Header";
import { ToastProvider } from "../../components/toast/ToastProvider";
import { Container } from "../../components/ui/Container";
import { fieldDecl } from "../../content-model/field";
import { contentTypes } from "../../content-model/types";
import type { SiteData } from "../../hooks/use-site";
import { legalUpdatedDate } from "../../lib/legal-date";
import { MissionSection } from "../../sections/about/MissionSection";
import { PointsSection } from "../../sections/about/PointsSection";
import { ValuesSection } from "../../sections/about/ValuesSection";
import { ContactSection } from "../../sections/contact/ContactSection";
import { HomeHero } from "../../sections/home/HomeHero";
import { ServicesPreview } from "../../sections/home/ServicesPreview";
import { StatsSection } from "../../sections/home/StatsSection";
import { WhySection } from "../../sections/home/WhySection";
import { LegalDocument } from "../../sections/legal/LegalDocument";
import * as legalStyles from "../../sections/legal/legal-document.module.css";
import { CaseStudiesSection } from "../../sections/portfolio/CaseStudiesSection";
import { MetricsSection } from "../../sections/portfolio/MetricsSection";
import { PortfolioHero } from "../../sections/portfolio/PortfolioHero";
import { TestimonialsCarousel } from "../../sections/portfolio/TestimonialsCarousel";
import { ServicesGrid } from "../../sections/services/ServicesGrid";
import { CtaSection } from "../../sections/shared/CtaSection";
import { MethodSection } from "../../sections/shared/MethodSection";
import { PageHero } from "../../sections/shared/PageHero";
import {
  entryData,
  entryItems,
  itemField,
  previewImage,
  siteOf,
  SiteProvider,
  useContentFile,
  type FileIndex,
  type PreviewProps,
} from "./preview-data";

type Data = Record<string, any>;
type Preview = ComponentType<PreviewProps>;

const today = () => new Date().toISOString().slice(0, 10);

/** The frame every preview shares: the site file for {placeholders}, toasts for the contact form. */
function withSite(
  files: FileIndex,
  Body: Preview,
  own?: (props: PreviewProps) => SiteData,
): Preview {
  function SitePreview(props: PreviewProps) {
    const loaded = useContentFile<SiteData>(props, files, "site.yaml");
    const site = own ? own(props) : loaded;
    return (
      <SiteProvider site={site}>
        {site ? (
          <ToastProvider
            regionLabel={site.toasts?.regionLabel ?? ""}
            dismissLabel={site.toasts?.dismissLabel ?? ""}
          >
            <main data-cms-preview="">
              <Body {...props} />
            </main>
          </ToastProvider>
        ) : null}
      </SiteProvider>
    );
  }
  return SitePreview;
}

/** Case studies with their images as the CMS holds them (uploads included). */
function withImages(props: PreviewProps | undefined, studies: Data[]): any[] {
  const field = props ? itemField(props, "image") : undefined;
  return studies.map((study) => {
    const url =
      props && typeof study.image === "string"
        ? props.getAsset(study.image, field)?.toString()
        : undefined;
    return {
      ...study,
      image: { childImageSharp: url ? { gatsbyImageData: previewImage(url) } : null },
    };
  });
}

export function previewTemplates(files: FileIndex): Record<string, Preview> {
  const useList = <T,>(props: PreviewProps, file: string) =>
    useContentFile<T[]>(props, files, file) ?? [];
  const usePage = <T,>(props: PreviewProps, file: string) => useContentFile<T>(props, files, file);

  function Home(props: PreviewProps) {
    const home = entryData<Data>(props.entry);
    const metrics = useList<any>(props, "metrics.yaml");
    const services = useList<Data>(props, "services.yaml").filter((service) => service.onHome);
    return (
      <>
        <HomeHero data={home.hero} />
        <StatsSection data={home.stats} stats={metrics} />
        <ServicesPreview data={home.services} services={services as any} />
        <WhySection data={home.why} />
        <CtaSection data={home.cta} />
      </>
    );
  }

  function ServicesPage(props: PreviewProps) {
    const data = entryData<Data>(props.entry);
    const services = useList<any>(props, "services.yaml");
    return (
      <>
        <PageHero {...data.hero} />
        <ServicesGrid services={services} featuresLabel={data.featuresLabel} cta={data.cardCta} />
        <MethodSection data={data.method} />
        <CtaSection data={data.cta} />
      </>
    );
  }

  function About(props: PreviewProps) {
    const data = entryData<Data>(props.entry);
    return (
      <>
        <PageHero {...data.hero} />
        <MissionSection data={data.mission} />
        <ValuesSection data={data.values} />
        <PointsSection data={data.points} />
        <MethodSection data={data.method} />
        <CtaSection data={data.cta} />
      </>
    );
  }

  function Portfolio(props: PreviewProps) {
    const data = entryData<Data>(props.entry);
    const metrics = useList<any>(props, "metrics.yaml");
    const studies = useList<Data>(props, "case-studies.yaml");
    const testimonials = useList<any>(props, "testimonials.yaml");
    return (
      <>
        <PortfolioHero data={data.hero} decorativeIcons={data.decorativeIcons ?? []} />
        <MetricsSection data={data.metrics} metrics={metrics} />
        <CaseStudiesSection data={data.caseStudies} studies={withImages(undefined, studies)} />
        <TestimonialsCarousel labels={data.testimonials} testimonials={testimonials} />
        <CtaSection data={data.cta} />
      </>
    );
  }

  function Contact(props: PreviewProps) {
    const data = entryData<Data>(props.entry);
    return (
      <>
        <PageHero {...data.hero} />
        <ContactSection form={data.form} info={data.info} />
      </>
    );
  }

  function SiteFile(props: PreviewProps) {
    const site = siteOf(entryData<SiteData>(props.entry));
    return (
      <>
        <Header site={site} pathname="/" />
        <Footer site={site} />
      </>
    );
  }

  function Services(props: PreviewProps) {
    const labels = usePage<Data>(props, "services-page.yaml");
    if (!labels) return null;
    return (
      <ServicesGrid
        services={entryItems<any>(props.entry)}
        featuresLabel={labels.featuresLabel}
        cta={labels.cardCta}
      />
    );
  }

  function CaseStudies(props: PreviewProps) {
    const portfolio = usePage<Data>(props, "portfolio.yaml");
    if (!portfolio) return null;
    return (
      <CaseStudiesSection
        data={portfolio.caseStudies}
        studies={withImages(props, entryItems<Data>(props.entry))}
      />
    );
  }

  function Testimonials(props: PreviewProps) {
    const portfolio = usePage<Data>(props, "portfolio.yaml");
    if (!portfolio) return null;
    return (
      <TestimonialsCarousel
        labels={portfolio.testimonials}
        testimonials={entryItems<any>(props.entry)}
      />
    );
  }

  function Metrics(props: PreviewProps) {
    const portfolio = usePage<Data>(props, "portfolio.yaml");
    if (!portfolio) return null;
    return <MetricsSection data={portfolio.metrics} metrics={entryItems<any>(props.entry)} />;
  }

  function Legal(props: PreviewProps) {
    const data = entryData<Data>(props.entry);
    return <LegalDocument data={data as any} updated={legalUpdatedDate(data.updatedOn, today())} />;
  }

  /** The checklist as a document: each item with what, where, what to do, why, and whether it is confirmed. */
  function Checklist(props: PreviewProps) {
    const data = entryData<Data>(props.entry);
    const fields = contentTypes.ChecklistItem.fields;
    const label = (name: string) => fieldDecl(name, fields[name]).label;
    return (
      <>
        <PageHero title={data.title ?? ""} text={data.intro ?? ""} />
        <div className={legalStyles.document}>
          <Container className={legalStyles.inner}>
            {((data.items ?? []) as Data[]).map((item, index) => (
              <section key={index} className={legalStyles.section}>
                <h2 className={legalStyles.heading}>
                  {item.confirmed ? "✓" : "○"} {item.title}
                </h2>
                <p>{label("places")}:</p>
                <ul className={legalStyles.list}>
                  {((item.places ?? []) as Data[]).map((place, placeIndex) => (
                    <li key={placeIndex}>
                      {place.file} › {place.field}
                    </li>
                  ))}
                </ul>
                <p>
                  {label("todo")}: {item.todo}
                </p>
                <p>
                  {label("reason")}: {item.reason}
                </p>
              </section>
            ))}
          </Container>
        </div>
      </>
    );
  }

  const templates: Record<string, Preview> = {
    "content/home.yaml": withSite(files, Home),
    "content/services-page.yaml": withSite(files, ServicesPage),
    "content/about.yaml": withSite(files, About),
    "content/portfolio.yaml": withSite(files, Portfolio),
    "content/contact.yaml": withSite(files, Contact),
    "content/site.yaml": withSite(files, SiteFile, (props) => entryData<SiteData>(props.entry)),
    "content/services.yaml": withSite(files, Services),
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
