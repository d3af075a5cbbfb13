import { LANGUAGES, setLanguage, useLanguage, useT } from './i18n.ts';

export function LanguageSwitch() {
  const lang = useLanguage();
  const t = useT();
  return (
    <span className="lang" role="group" aria-label={t('web.language')}>
      {LANGUAGES.map((l) => (
        <button key={l} type="button" className={l === lang ? 'active' : ''} aria-pressed={l === lang} onClick={() => setLanguage(l)} data-lang={l}>
          {l.toUpperCase()}
        </button>
      ))}
    </span>
  );
}
