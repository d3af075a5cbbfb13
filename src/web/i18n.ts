// i18next set up with the game's catalogues (src/games/his/i18n) and the client's own.
// Keys are flat ("his.log.pass"), so neither '.' nor ':' separates anything.
import i18next from 'i18next';
import { useMemo } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from '../games/his/i18n/en.ts';
import { es } from '../games/his/i18n/es.ts';
import type { Translate } from '../games/his/i18n/render.ts';
import { createTranslator } from '../games/his/i18n/render.ts';
import { webEn, webEs } from './messages.ts';
import { tableEn, tableEs } from './messages-table.ts';
import { rulesEn, rulesEs } from './messages-rules.ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'wittenberg.lang';

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'en' || stored === 'es') return stored;
  } catch {
    // storage may be unavailable (private mode): fall through
  }
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

void i18next.use(initReactI18next).init({
  resources: {
    en: { translation: { ...en, ...webEn, ...tableEn, ...rulesEn } },
    es: { translation: { ...es, ...webEs, ...tableEs, ...rulesEs } },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  // A parameter a message names but an action or entry lacks renders as nothing.
  missingInterpolationHandler: () => '',
});

export function setLanguage(lang: Language): void {
  void i18next.changeLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered
  }
  document.documentElement.lang = lang;
}

// Messages are filled by the game's own translator (render.ts), which knows the catalogue's
// plural words `{{n|one|other}}` and optional parts `[[ … ]]`; i18next keeps the language.
const TRANSLATORS: Record<Language, Translate> = {
  en: createTranslator({ ...en, ...webEn, ...tableEn, ...rulesEn }),
  es: createTranslator({ ...es, ...webEs, ...tableEs, ...rulesEs }, { ...en, ...webEn, ...tableEn, ...rulesEn }),
};

/** The current language's `Translate` (re-made when the language changes). */
export function useT(): Translate {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'es' ? 'es' : 'en';
  return useMemo<Translate>(() => TRANSLATORS[lang], [lang]);
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? 'es' : 'en';
}

export { i18next };
