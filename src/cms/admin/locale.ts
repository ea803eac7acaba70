/**
 * Decap's Italian, corrected where it reads badly with this site's labels, and completed where it
 * falls back to English. The error page's report link opens an email (`issue_reports`, config.ts).
 */
export interface Phrases {
  [key: string]: string | Phrases;
}

export const italianPhrases: Phrases = {
  auth: {
    loginWithAzure: "Accedi con Azure",
    loginWithForgejo: "Accedi con Forgejo",
  },
  collection: {
    collectionTop: {
      viewAsList: "Vista a elenco",
      viewAsGrid: "Vista a griglia",
    },
    entries: {
      unpublishedHeader: "Voci non pubblicate",
    },
  },
  editor: {
    editorControl: {
      field: {
        optional: "facoltativo",
        // Names each field's box for screen readers; Decap fills in the widget's English name
        // ("list", "string"), which means nothing to an editor.
        widgetLabel: "Campo",
      },
    },
    editorControlPane: {
      widget: {
        required: "Manca «%{fieldLabel}»: è un campo obbligatorio.",
        // The pattern is our own sentence ("Solo lettere minuscole, numeri e trattini…").
        regexPattern: "«%{fieldLabel}»: %{pattern}.",
        processing: "«%{fieldLabel}» è in elaborazione.",
        range: "«%{fieldLabel}»: serve un numero da %{minValue} a %{maxValue}.",
        min: "«%{fieldLabel}»: serve un numero non inferiore a %{minValue}.",
        max: "«%{fieldLabel}»: serve un numero non superiore a %{maxValue}.",
        rangeCount: "«%{fieldLabel}»: servono da %{minCount} a %{maxCount} elementi.",
        rangeCountExact: "«%{fieldLabel}»: servono esattamente %{count} elementi.",
        rangeMin: "«%{fieldLabel}»: servono almeno %{minCount} elementi.",
        rangeMax: "«%{fieldLabel}»: al massimo %{maxCount} elementi.",
      },
    },
    editorNotesPane: {
      title: "Note",
      emptyState: "Ancora nessuna nota. Scrivi qui sotto la prima per chi rivede la modifica.",
      addNote: "Aggiungi la nota",
      addPlaceholder: "Scrivi una nota…",
      editPlaceholder: "Modifica la nota…",
      save: "Salva",
      cancel: "Annulla",
      edit: "Modifica",
      delete: "Elimina",
      resolve: "Segna come risolta",
      unresolve: "Riapri",
      confirmDelete: "Vuoi davvero eliminare questa nota?",
      shortcut: "Suggerimento: Ctrl+Invio aggiunge la nota.",
    },
    editorInterface: {
      toggleNotes: "Mostra o nascondi le note",
      toggleI18n: "Mostra o nascondi le lingue",
      togglePreview: "Mostra o nascondi l'anteprima",
      toggleScrollSync: "Scorri insieme all'anteprima",
    },
    editorToolbar: {
      // The link back to the list of files, under the arrow.
      backCollection: " Torna a «%{collectionLabel}»",
      publishAndCreateNew: "Pubblica e creane una nuova",
      // Opens the page of the entry being edited (preview_path in src/cms/config.ts).
      deployButtonLabel: "Apri la pagina sul sito",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Barrato",
        toggleMode: {
          rich: "Passa al testo formattato",
          markdown: "Passa al Markdown",
        },
      },
      datetime: {
        // Every date field of this site is a day, without a time.
        now: "Oggi",
        clear: "Svuota",
        setToNow: "Metti la data di oggi in «%{fieldLabel}»",
      },
      object: {
        expand: "Espandi",
        collapse: "Comprimi",
      },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copyUrl: "Copia l'indirizzo",
      copyPath: "Copia il percorso",
      copyName: "Copia il nome",
    },
    mediaLibrary: {
      onDelete: "Vuoi davvero eliminare il file selezionato?",
    },
    mediaLibraryModal: {
      close: "Chiudi",
      mediaAssets: "File caricati",
      upload: "Carica",
      download: "Scarica",
      deleting: "Eliminazione in corso…",
      deleteSelected: "Elimina il file selezionato",
      chooseSelected: "Usa il file selezionato",
    },
  },
  ui: {
    errorBoundary: {
      details: "Si è verificato un errore imprevisto: ricarica la pagina e riprova. Se si ripete, ",
      reportIt: "scrivi un'email a chi cura il sito con i dettagli qui sotto.",
      privacyWarning:
        "L'email si apre già compilata con il messaggio di errore e i dati tecnici.\nControllala e togli eventuali dati riservati prima di inviarla.",
    },
    settingsDropdown: {
      account: "Menu dell'account",
    },
    toast: {
      missingRequiredField: "Manca un campo obbligatorio: compilalo e salva di nuovo.",
      onFailToPersist: "Salvataggio non riuscito. %{details}",
      onBackendDown: "Il servizio che salva i file non risponde. Dettagli: %{details}",
      noteAdded: "Nota aggiunta",
      onFailToAddNote: "Nota non aggiunta: %{details}",
      noteUpdated: "Nota aggiornata",
      onFailToUpdateNote: "Nota non aggiornata: %{details}",
      noteDeleted: "Nota eliminata",
      onFailToDeleteNote: "Nota non eliminata: %{details}",
      noteResolved: "Nota risolta",
      noteReopened: "Nota riaperta",
      onFailToToggleNote: "Stato della nota non cambiato: %{details}",
    },
  },
  workflow: {
    workflow: {
      newPost: "Nuova voce",
    },
  },
};

const isPhrases = (value: unknown): value is Phrases =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `base` with `overrides` laid over it, key by key. */
export function withPhrases(base: Phrases, overrides: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    out[key] = isPhrases(value) && isPhrases(current) ? withPhrases(current, value) : value;
  }
  return out;
}
