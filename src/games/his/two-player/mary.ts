// Two-player variant: Mary I (setup.json `maryIRule`). England takes no impulses, so instead
// of 21.3's English impulse procedure: while Mary I rules and some English home space of the
// English zone is not Catholic, after each Protestant impulse the Papacy rolls a die; on 5-6
// it draws the top Main Deck card and uses its CP against the English zone (1-2 CP Burn
// Books, 3 CP a debate, 4+ CP both), then discards it. A Mandatory Event drawn this way is
// not resolved and counts as 2 CP, as in the variant's Diet of Worms (docs/data-decisions.md).
import { CARDS } from '../data/cards.ts';
import { drawCard, playCardFromHand } from '../cards.ts';
import { rollDice } from '../dice.ts';
import { maryProcedureApplies } from '../england/mary-impulse.ts';
import { papalEnglishActions } from '../england/mary-papal-actions.ts';
import type { HisState } from '../state.ts';
import { isTwoPlayer } from './variant.ts';

/** The die results that give the Papacy its English actions. */
const PAPAL_MIN_ROLL = 5;
/** A Mandatory Event drawn for Mary I counts as this many CP. */
const MANDATORY_CP = 2;

/** After a Protestant impulse: the Papal die roll for Mary I. */
export function maryRollAfterProtestant(state: HisState): void {
  if (!isTwoPlayer(state) || !maryProcedureApplies(state, 'england')) return;
  const [die] = rollDice(state, 1, 'twoPlayerMaryI', { power: 'papacy' });
  if (die! < PAPAL_MIN_ROLL) return;
  const card = drawCard(state, 'papacy');
  if (card === null) return;
  const cp = CARDS[card].type === 'mandatory' ? MANDATORY_CP : CARDS[card].cp;
  // The card is spent for its CP (discarded, never its event).
  playCardFromHand(state, 'papacy', card, 'cp');
  state.log.push({ key: 'his.log.twoPlayerMaryActions', params: { card, cp } });
  papalEnglishActions(state, cp);
}
