import { CARDS } from '../../games/his/data/cards.ts';
import type { CardId } from '../../games/his/data/cards.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import { cardText, cardTitle } from '../../games/his/i18n/render.ts';
import type { Choices, Selection } from '../choices.ts';
import { Panel } from './Panel.tsx';

interface Props {
  hand: CardId[];
  choices: Choices;
  selection: Selection;
  onCard(card: CardId): void;
  t: Translate;
}

/** The seat's own hand: number, name, CP, type and our summary of the event. */
export function HandPanel({ hand, choices, selection, onCard, t }: Props) {
  return (
    <Panel id="hand" title={`${t('web.panel.hand')} (${hand.length})`}>
      {hand.length === 0 ? (
        <p className="muted">{t('web.emptyHand')}</p>
      ) : (
        <ul className="hand">
          {hand.map((id) => {
            const card = CARDS[id];
            const playable = choices.cards.has(id);
            const selected = selection?.kind === 'card' && selection.id === id;
            return (
              <li key={id}>
                <button
                  type="button"
                  className={`card card-${card.type}${playable ? ' playable' : ''}${selected ? ' selected' : ''}`}
                  onClick={() => onCard(id)}
                  data-card={id}
                  aria-pressed={selected}
                >
                  <span className="card-head">
                    <span className="card-cp" title={t('web.cp', { cp: String(card.cp) })}>
                      {card.cp}
                    </span>
                    <span className="card-name">
                      <small>#{id}</small> {cardTitle(id, t)}
                    </span>
                  </span>
                  <span className="card-type">{t(`his.cardType.${card.type}`)}</span>
                  <span className={`card-summary${selected ? ' full' : ''}`}>{cardText(id, t)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
