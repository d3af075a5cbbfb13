// The rule reader (issue 15): a prompt's rule section, clicked, opens our short summary of
// that section in the reader's language, with a link to the publisher's living rules.
// Generic: a section id names its texts (`web.rule.<id>.title`, `web.rule.<id>.text`,
// src/web/messages-rules.ts); nothing here knows a rule.
import { useEffect, useRef } from 'react';
import type { Translate } from '../../games/his/i18n/render.ts';
import { LIVING_RULES_URL } from '../messages-rules.ts';
import './rule-reader.css';

/** The link a prompt shows for its rule section. */
export function RuleLink({ section, onOpen, t }: { section: string; onOpen(section: string): void; t: Translate }) {
  return (
    <button type="button" className="link-button rule-link" data-testid="rule-link" data-section={section} onClick={() => onOpen(section)}>
      {t('web.rule.link', { section })}
    </button>
  );
}

/** The summary of one rule section, over the page until closed (the close button, Escape or a click outside). */
export function RuleReader({ section, onClose, t }: { section: string; onClose(): void; t: Translate }) {
  const close = useRef<HTMLButtonElement>(null);
  // The latest onClose, so that a new one on each render neither re-binds Escape nor moves the focus.
  const closing = useRef(onClose);
  closing.current = onClose;
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') closing.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const title = t(`web.rule.${section}.title`);
  return (
    <div className="rule-backdrop" onClick={onClose}>
      <div
        className="rule-reader"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rule-reader-title"
        data-testid="rule-reader"
        data-section={section}
        onClick={(event) => event.stopPropagation()}
      >
        <header>
          <h2 id="rule-reader-title">{t('web.rule.heading', { section, title })}</h2>
          <button type="button" ref={close} className="secondary" onClick={onClose} data-testid="rule-close">
            {t('web.rule.close')}
          </button>
        </header>
        <p className="rule-text" data-testid="rule-text">
          {t(`web.rule.${section}.text`)}
        </p>
        <p className="rule-source">
          <span className="muted">{t('web.rule.ownWords')}</span>{' '}
          <a href={LIVING_RULES_URL} target="_blank" rel="noopener noreferrer" data-testid="rule-official">
            {t('web.rule.official')}
          </a>
        </p>
      </div>
    </div>
  );
}
