/** content/testimonials.yaml: the list of testimonials. */
import { text, int, type TypeSpecs } from "../field";

export const testimonials = {
  TestimonialsYaml: {
    label: "Testimonianza",
    summary: "{{fields.name}} · {{fields.role}}",
    node: true,
    files: ["testimonials.yaml"],
    root: "list",
    fileLabels: { "testimonials.yaml": "Testimonianze" },
    hint: "Le testimonianze dei clienti nel carosello della pagina Portfolio, in questo ordine.",
    fields: {
      name: text({ label: "Nome e cognome" }),
      role: text({
        label: "Ruolo e azienda",
        hint: "Per esempio «Titolare, Gioielleria Moretti».",
      }),
      content: text({
        label: "Testimonianza",
        long: true,
        hint: "Le parole del cliente, senza virgolette: il sito mostra già il simbolo delle virgolette.",
      }),
      rating: int({ label: "Stelle", min: 1, max: 5, hint: "Da 1 a 5." }),
    },
  },
} satisfies TypeSpecs;
