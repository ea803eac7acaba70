import { type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Seo } from "../components/seo/Seo";
import { useSite } from "../hooks/use-site";
import { NotFound } from "../sections/not-found/NotFound";

export default function NotFoundPage({ location }: PageProps) {
  const { notFound } = useSite();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <NotFound title={notFound.title} text={notFound.text} homeLink={notFound.homeLink} />;
}

export function Head(_props: HeadProps) {
  const { notFound } = useSite();
  return <Seo title={notFound.seo.title} description={notFound.seo.description} noindex />;
}
