import { Reveal } from "../../components/reveal/Reveal";
import { STAGED_PARTS } from "../../components/splash/staged-parts";
import { Section } from "../../components/ui/Section";
import { ContactForm } from "./ContactForm";
import { ContactInfo } from "./ContactInfo";
import { OutcomeNotices } from "./OutcomeNotices";
import { useToasts } from "./use-toasts";
import * as styles from "./contact-section.module.css";

interface ContactSectionProps {
  form: Queries.ContactFormFragment & {
    invalidEmail: string;
    invalidPhone: string;
    tooLong: string;
  };
  info: Queries.ContactInfoFragment;
}

/** The form ("Richiedi una Consulenza Gratuita") beside the contact details. */
export function ContactSection({ form, info }: ContactSectionProps) {
  const toasts = useToasts();
  return (
    <Section tone="alt">
      <div className={styles.grid} {...STAGED_PARTS}>
        <Reveal className={styles.formCard}>
          <section aria-labelledby="contact-form-title" {...STAGED_PARTS}>
            <h2 id="contact-form-title" className={styles.title}>
              {form.title}
            </h2>
            <p className={styles.intro}>{form.intro}</p>
            {/* The same texts with and without JavaScript when the function refuses a field. */}
            <OutcomeNotices texts={{ toasts, ...form }} />
            <ContactForm data={form} texts={form} />
          </section>
        </Reveal>
        <Reveal index={1}>
          <aside aria-labelledby="contact-info-title">
            <ContactInfo data={info} />
          </aside>
        </Reveal>
      </div>
    </Section>
  );
}
