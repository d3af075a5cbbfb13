// Two-player variant invariant: every diplomacy card is in at most one place (Diplomatic
// Deck, its discards, a hand), and out of all of them only while it waits to join (the seven
// later cards before the League's next turn) or has left the game (Henry Petitions for
// Divorce after its play).
import { CARDS, DIPLOMACY_CARD_IDS } from '../data/cards.ts';
import type { HisState } from '../state.ts';
import { DIPLOMACY_AFTER_LEAGUE } from './data.ts';

export function checkDiplomacyCards(state: HisState): string[] {
  const t = state.twoPlayer;
  if (!t) return [];
  const out: string[] = [];
  const where = new Map<number, string[]>();
  const places: [string, readonly number[]][] = [
    ['diplomatic deck', t.deck],
    ['diplomatic discards', t.discard],
    ['papal diplomacy hand', t.hands.papacy],
    ['protestant diplomacy hand', t.hands.protestant],
  ];
  for (const [place, cards] of places) for (const c of cards) where.set(c, [...(where.get(c) ?? []), place]);
  for (const c of DIPLOMACY_CARD_IDS) {
    const at = where.get(c) ?? [];
    if (at.length > 1) out.push(`diplomacy card ${c} is in ${at.join(', ')}`);
    if (at.length > 0) continue;
    const waiting = !t.laterCardsAdded && DIPLOMACY_AFTER_LEAGUE.includes(c);
    const gone = CARDS[c].removeAfterEvent && t.eventsPlayed.includes(c);
    if (!waiting && !gone) out.push(`diplomacy card ${c} is in no place`);
  }
  for (const c of where.keys()) if (!(DIPLOMACY_CARD_IDS as readonly number[]).includes(c)) out.push(`${c} is not a diplomacy card`);
  return out;
}
