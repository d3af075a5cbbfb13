// Card 52, Michelangelo (Event; 18.1, 23.2): the Papacy rolls 2 dice and adds their total
// to St. Peter's as if that many CP had been spent on Build Saint Peter's (never more than
// 5 VP from the basilica). Any power may play it (11). Removed after the event.
import { rollDice } from '../dice.ts';
import { addStPetersCp } from '../religion/st-peters.ts';
import type { CardEvent } from './registry.ts';

const DICE = 2;

export const MICHELANGELO_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    const dice = rollDice(state, DICE, 'michelangelo', { power: 'papacy' });
    addStPetersCp(state, dice[0]! + dice[1]!, 'michelangelo');
  },
};
