import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ToastProvider } from "../../components/toast/ToastProvider";
import { TOAST_DURATION_MS } from "../../components/toast/toast-context";
import { ContactForm } from "./ContactForm";
import { loadContent, mockSiteQuery } from "../../../__tests__/helpers/content";

const form = loadContent<{
  form: Queries.ContactFormFragment & {
    invalidEmail: string;
    invalidPhone: string;
    tooLong: string;
  };
}>("contact.yaml").form;
const refusals = {
  invalidEmail: form.invalidEmail,
  invalidPhone: form.invalidPhone,
  tooLong: form.tooLong,
};

function renderForm() {
  render(
    <ToastProvider regionLabel="Notifiche" dismissLabel="Chiudi la notifica">
      <ContactForm data={form} texts={refusals} />
    </ToastProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const toasts = () => screen.getByRole("status");

function fill({
  name = "Mario Rossi",
  email = "mario@example.it",
  phone = "+39 333 123 4567",
  message = "Vorrei una consulenza.",
} = {}) {
  fireEvent.change(field(form.nameLabel), { target: { value: name } });
  fireEvent.change(field(form.emailLabel), { target: { value: email } });
  fireEvent.change(field(form.phoneLabel), { target: { value: phone } });
  fireEvent.change(field(form.messageLabel), { target: { value: message } });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: form.submitLabel }));

/** What fetch resolves to (jsdom has no Response class). */
const reply = (status: number, body: object) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  }) as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  mockSiteQuery();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("contact form", () => {
  it("has labelled fields of the right types, the consent checked by default and a no-JS fallback", () => {
    renderForm();
    expect(field(form.emailLabel)).toHaveAttribute("type", "email");
    expect(field(form.phoneLabel)).toHaveAttribute("type", "tel");
    expect(field(form.phoneLabel)).toHaveAttribute("placeholder", "+39 123 456 7890");
    expect(field(form.nameLabel)).toBeRequired();
    expect(field(form.messageLabel)).toBeRequired();
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByRole("link", { name: form.consentLinkLabel })).toHaveAttribute(
      "href",
      "/privacy-policy/",
    );
    const element = document.querySelector("form")!;
    expect(element).toHaveAttribute("method", "post");
    expect(element).toHaveAttribute("action", "/api/send-contact-email");
  });

  it("refuses empty or whitespace-only required fields with the destructive toast", () => {
    renderForm();
    fill({ name: "   " });
    submit();
    expect(within(toasts()).getByText("Errore")).toBeInTheDocument();
    expect(within(toasts()).getByText("Compila tutti i campi obbligatori")).toBeInTheDocument();
    expect(within(toasts()).getByRole("listitem")).toHaveAttribute("data-variant", "destructive");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a request without consent", () => {
    renderForm();
    fill();
    fireEvent.click(screen.getByRole("checkbox"));
    submit();
    expect(
      within(toasts()).getByText("Devi accettare il trattamento dei dati personali"),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("disables everything while sending, then thanks the visitor and resets", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fill();
    submit();
    const button = screen.getByRole("button", { name: /Invio in corso\.\.\./ });
    expect(button).toBeDisabled();
    for (const label of [form.nameLabel, form.emailLabel, form.phoneLabel, form.messageLabel])
      expect(field(label)).toBeDisabled();
    expect(screen.getByRole("checkbox")).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/send-contact-email");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Mario Rossi",
      email: "mario@example.it",
      phone: "+39 333 123 4567",
      message: "Vorrei una consulenza.",
    });

    await act(async () => answer(reply(200, { ok: true })));
    expect(within(toasts()).getByText("Messaggio Inviato!")).toBeInTheDocument();
    expect(within(toasts()).getByText("Ti contatteremo entro 24 ore")).toBeInTheDocument();
    expect(field(form.nameLabel)).toHaveValue("");
    expect(field(form.messageLabel)).toHaveValue("");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByRole("button", { name: form.submitLabel })).toBeEnabled();
  });

  it.each([
    ["a server error", () => Promise.resolve(reply(502, { error: "Errore del server di posta" }))],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps every typed value and logs on %s", async (_label, outcome) => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockImplementation(outcome);
    renderForm();
    fill();
    submit();
    await waitFor(() =>
      expect(
        within(toasts()).getByText(
          "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
        ),
      ).toBeInTheDocument(),
    );
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.any(Error));
    expect(field(form.nameLabel)).toHaveValue("Mario Rossi");
    expect(field(form.emailLabel)).toHaveValue("mario@example.it");
    expect(field(form.phoneLabel)).toHaveValue("+39 333 123 4567");
    expect(field(form.messageLabel)).toHaveValue("Vorrei una consulenza.");
    expect(screen.getByRole("button", { name: form.submitLabel })).toBeEnabled();
    log.mockRestore();
  });

  it.each([
    ["email", "email", form.emailLabel, form.invalidEmail, "Indirizzo email non valido"],
    ["phone", "telefono", form.phoneLabel, form.invalidPhone, "Numero di telefono non valido"],
    ["message", "lunghezza", form.messageLabel, form.tooLong, "Il messaggio è troppo lungo"],
  ])(
    "a refused %s is named with the no-JavaScript text, under the field too, which gets focus; values kept",
    async (name, reason, label, text, error) => {
      const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
      fetchMock.mockResolvedValue(reply(400, { error, reason, field: name }));
      renderForm();
      fill();
      submit();
      await waitFor(() => expect(field(label)).toHaveFocus());
      expect(within(toasts()).getByText(text)).toBeInTheDocument();
      expect(within(toasts()).getByText("Errore")).toBeInTheDocument();
      expect(within(toasts()).queryByText(/Riprova più tardi/)).not.toBeInTheDocument();
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription(text);
      expect(field(form.nameLabel)).toHaveValue("Mario Rossi");
      expect(field(form.emailLabel)).toHaveValue("mario@example.it");
      expect(field(form.phoneLabel)).toHaveValue("+39 333 123 4567");
      expect(field(form.messageLabel)).toHaveValue("Vorrei una consulenza.");
      expect(log).not.toHaveBeenCalled();
      // Correcting the field takes the mark away.
      fireEvent.change(field(label), { target: { value: "x" } });
      expect(field(label)).not.toHaveAttribute("aria-invalid");
      expect(document.getElementById(`contact-${name}-error`)).toBeNull();
      log.mockRestore();
    },
  );

  it("a 400 naming no field is the general failure", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(reply(400, { error: "Richiesta non valida" }));
    renderForm();
    fill();
    submit();
    await waitFor(() =>
      expect(within(toasts()).getByText(/Riprova più tardi/)).toBeInTheDocument(),
    );
    expect(document.querySelector("[aria-invalid]")).toBeNull();
    log.mockRestore();
  });

  it("lets the visitor dismiss a toast, and toasts leave by themselves", () => {
    jest.useFakeTimers();
    try {
      renderForm();
      submit();
      fireEvent.click(within(toasts()).getByRole("button", { name: "Chiudi la notifica" }));
      expect(within(toasts()).queryByRole("listitem")).not.toBeInTheDocument();
      submit();
      expect(within(toasts()).getByRole("listitem")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
      expect(within(toasts()).queryByRole("listitem")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
