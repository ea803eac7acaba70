import { Container } from "../../components/ui/Container";
import type { PublishingChecklist } from "../../content-model/publishing-checklist";
import { model } from "../../content-model/types";
import { editorPlace } from "../config";
import * as legalStyles from "../../sections/legal/legal-document.module.css";
import { PageHero } from "../../sections/shared/PageHero";

export type ChecklistData = PublishingChecklist & { intro: string };

const label = (name: keyof typeof model.ChecklistItem.fields) =>
  model.ChecklistItem.fields[name].label;

/**
 * The checklist «Da confermare prima della pubblicazione» as a document: each item with where it
 * is changed (the editor's menus), what to do, why, and whether it is confirmed. It has no page
 * on the site; the build reads it.
 */
export function ChecklistPreview({ data }: { data: ChecklistData }) {
  return (
    <>
      <PageHero title={data.title} text={data.intro} />
      <div className={legalStyles.document}>
        <Container className={legalStyles.inner}>
          {data.items.map((item, index) => (
            <section key={index} className={legalStyles.section}>
              <h2 className={legalStyles.heading}>
                {item.confirmed ? "✓" : "○"} {item.title}
              </h2>
              <p>{label("places")}:</p>
              <ul className={legalStyles.list}>
                {item.places.map((place, placeIndex) => (
                  <li key={placeIndex}>
                    {editorPlace(place.file, place.field ?? "") ?? place.file}
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
