/** content/case-studies.yaml: the list of case studies. */
import { text, image, hexColor, group, list, type TypeSpecs } from "../field";
import { IMAGES_FOLDER, code, title } from "./fields";

export const caseStudies = {
  CaseStudiesYaml: {
    label: "Caso di studio",
    node: true,
    files: ["case-studies.yaml"],
    root: "list",
    fileLabels: { "case-studies.yaml": "Casi di studio" },
    hint: "I casi di studio della pagina Portfolio, in questo ordine. Trascina per riordinarli.",
    fields: {
      key: code({
        example: "studio-legale",
        unique: true,
        hint: "Un nome breve e unico in minuscolo con i trattini (studio-legale). Non si vede.",
      }),
      title,
      category: text({
        label: "Settore",
        hint: "L'etichetta sopra il titolo, per esempio «Automotive».",
      }),
      image: image({
        label: "Immagine",
        folder: IMAGES_FOLDER,
        minSize: [1200, 800],
        alt: "imageAlt",
        hint: "JPEG o PNG orizzontale 3:2. Viene caricata in content/images/.",
      }),
      imageAlt: text({
        label: "Descrizione dell'immagine",
        long: true,
        hint: "Cosa mostra l'immagine, per chi non la vede. Obbligatoria.",
      }),
      results: list(text, {
        length: 3,
        label: "Risultati",
        hint: "Esattamente tre risultati brevi, per esempio «+120% prenotazioni online».",
        itemLabel: "Risultato",
      }),
      description: text({
        label: "Racconto",
        long: true,
        hint: "Il paragrafo che racconta il progetto.",
      }),
      gradient: group("Gradient", {
        label: "Colori della scheda",
        hint: "La sfumatura dietro l'immagine e i risultati.",
      }),
    },
  },
  Gradient: {
    label: "Sfumatura",
    fields: {
      from: hexColor({
        label: "Colore iniziale",
        hint: "In alto a sinistra. Nel formato #rrggbb.",
      }),
      to: hexColor({
        label: "Colore finale",
        hint: "In basso a destra. Nel formato #rrggbb.",
      }),
    },
  },
} satisfies TypeSpecs;
