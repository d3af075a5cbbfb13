// i18next set up with the game's catalogues (src/games/his/i18n) and the client's own.
// Keys are flat ("his.log.pass"), so neither '.' nor ':' separates anything.
import i18next from 'i18next';
import { useMemo } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from '../games/his/i18n/en.ts';
import { es } from '../games/his/i18n/es.ts';
import type { Params, Translate } from '../games/his/i18n/render.ts';
import { webEn, webEs } from './messages.ts';

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
    en: { translation: { ...en, ...webEn } },
    es: { translation: { ...es, ...webEs } },
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

/** The current language's `Translate` (re-made when the language changes). */
export function useT(): Translate {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo<Translate>(() => {
    void lang;
    return (key: string, params?: Params) => t(key, { replace: params ?? {} }) as string;
  }, [t, lang]);
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? 'es' : 'en';
}

export { i18next };
