import { defineCatalog } from './define-catalog.ts';

/** Refusals of a multipart call's files, whatever the area (platform/http/multipart-body.ts). */
export const uploadsMessages = defineCatalog({
  it: {
    'upload.too_large': 'Ogni file può pesare al massimo {{max}}.',
    'upload.too_many_files': 'Puoi allegare al massimo {{max}} file.',
    'upload.malformed': 'Invio dei file non valido: riprova.',
  },
  en: {
    'upload.too_large': 'Each file may be at most {{max}}.',
    'upload.too_many_files': 'You can attach at most {{max}} files.',
    'upload.malformed': 'The files could not be read: try again.',
  },
  de: {
    'upload.too_large': 'Jede Datei darf höchstens {{max}} groß sein.',
    'upload.too_many_files': 'Sie können höchstens {{max}} Dateien anhängen.',
    'upload.malformed': 'Die Dateien konnten nicht gelesen werden: Versuchen Sie es erneut.',
  },
  fr: {
    'upload.too_large': 'Chaque fichier peut peser au plus {{max}}.',
    'upload.too_many_files': 'Vous pouvez joindre au plus {{max}} fichiers.',
    'upload.malformed': "Les fichiers n'ont pas pu être lus : réessayez.",
  },
});
