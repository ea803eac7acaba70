import { graphql, Link } from "gatsby";
import { __iconData as sendIcon } from "lucide-react/icons/send";
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { useToast } from "../../components/toast/toast-context";
import { useSite } from "../../hooks/use-site";
import {
  CONTACT_ENDPOINT,
  contactProblem,
  HONEYPOT_FIELD,
  sendContactRequest,
  type ContactValues,
} from "./contact-request";
import * as styles from "./contact-form.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const Send = svgIcon(sendIcon);

export const fragment = graphql`
  fragment ContactForm on ContactForm {
    title
    intro
    requiredNote
    nameLabel
    namePlaceholder
    emailLabel
    emailPlaceholder
    phoneLabel
    phonePlaceholder
    messageLabel
    messagePlaceholder
    consentText
    consentLinkLabel
    consentDefault
    honeypotLabel
    submitLabel
    submittingLabel
  }
`;

type TextField = "name" | "email" | "phone" | "message";

/**
 * The consultation request form. With JavaScript it validates, sends JSON and answers with
 * toasts; without it, it posts to the same function, which redirects back with the outcome.
 */
export function ContactForm({ data }: { data: Queries.ContactFormFragment }) {
  const { toasts } = useSite();
  const toast = useToast();
  const empty: ContactValues = {
    name: "",
    email: "",
    phone: "",
    message: "",
    consent: data.consentDefault,
    honeypot: "",
  };
  const [values, setValues] = useState<ContactValues>(empty);
  const [submitting, setSubmitting] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);

  const update =
    (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = contactProblem(values);
    if (problem) {
      toast({
        ...(problem === "required" ? toasts.required : toasts.consent),
        variant: "destructive",
      });
      return;
    }
    setSubmitting(true);
    try {
      await sendContactRequest(values);
      toast({ ...toasts.success, variant: "default" });
      setValues(empty);
    } catch (error) {
      console.error("Invio della richiesta di contatto non riuscito:", error);
      toast({ ...toasts.failure, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  };

  const required = (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );

  return (
    <form
      className={styles.form}
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-describedby="contact-required-note"
      aria-busy={submitting}
    >
      <p id="contact-required-note" className={styles.note}>
        {data.requiredNote}
      </p>
      <fieldset className={styles.fields} disabled={submitting}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="contact-name">
              {data.nameLabel} {required}
            </label>
            <input
              id="contact-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={100}
              placeholder={data.namePlaceholder}
              value={values.name}
              onChange={update("name")}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-email">
              {data.emailLabel} {required}
            </label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              placeholder={data.emailPlaceholder}
              value={values.email}
              onChange={update("email")}
            />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-phone">{data.phoneLabel}</label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            placeholder={data.phonePlaceholder}
            value={values.phone}
            onChange={update("phone")}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message">
            {data.messageLabel} {required}
          </label>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={6}
            maxLength={5000}
            placeholder={data.messagePlaceholder}
            value={values.message}
            onChange={update("message")}
          />
        </div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{data.honeypotLabel}</label>
          <input
            id="contact-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.honeypot}
            onChange={(event) =>
              setValues((current) => ({ ...current, honeypot: event.target.value }))
            }
          />
        </div>
        <div className={styles.consent}>
          <input
            id="contact-consent"
            name="privacy"
            type="checkbox"
            required
            checked={values.consent}
            onChange={(event) =>
              setValues((current) => ({ ...current, consent: event.target.checked }))
            }
          />
          <label htmlFor="contact-consent">
            {data.consentText} <Link to="/privacy-policy/">{data.consentLinkLabel}</Link> {required}
          </label>
        </div>
        <button type="submit" className={styles.submit}>
          <Send size={18} />
          {submitting ? data.submittingLabel : data.submitLabel}
        </button>
      </fieldset>
    </form>
  );
}
