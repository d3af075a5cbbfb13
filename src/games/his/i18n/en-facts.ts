// English messages of what a prompt tells about its cause and odds (prompt-facts.ts).
import type { Catalogue } from './render.ts';

export const enFacts: Catalogue = {
  'his.cause': '[[{{power}} played {{card}} as an event. ]][[{{power}} played {{cpCard}} for CP. ]][[Phase: {{phase}}. ]][[Rule {{section}}.]]',
  'his.fact.pass.allowed': 'You may pass: {{n}} {{n|card|cards}} in hand, administrative rating {{admin}}.',
  'his.fact.pass.overAdmin': 'You may not pass: {{n}} {{n|card|cards}} in hand, more than your administrative rating ({{admin}}).',
  'his.fact.pass.homeCard': 'You may not pass while you hold your Home card.',
  'his.fact.pass.mandatory': 'You may not pass while you hold a mandatory event.',
  'his.fact.twoDice': 'Roll 2 dice {{modifier}} (best battle rating here): {{need}} or more succeeds.',
  'his.fact.twoDiceLeader': 'Roll 2 dice plus the best battle rating of the leaders that go: {{need}} or more succeeds.',
  'his.fact.interceptMover': '{{power}} moves {{units}} land {{units|unit|units}} into {{to}}.',
  'his.fact.interceptFrom': 'From {{from}} you have {{units}} land {{units|unit|units}}.',
  'his.fact.strength': '{{power}} comes with {{units}} land {{units|unit|units}}; you have {{mine}} here.',
  'his.fact.combatDice': '{{attacker}} will roll {{attackerDice}} {{attackerDice|die|dice}}, {{defender}} {{defenderDice}} {{defenderDice|die|dice}} (5 or 6 hits).',
  'his.fact.combatRolled': 'Rolled: {{attacker}} {{attackerHits}} {{attackerHits|hit|hits}} on {{attackerDice}} {{attackerDice|die|dice}}, {{defender}} {{defenderHits}} {{defenderHits|hit|hits}} on {{defenderDice}} {{defenderDice|die|dice}}.',
  'his.fact.debateDice': '{{attacker}} attacks with {{attackDice}} {{attackDice|die|dice}}, {{defender}} defends with {{defenceDice}} {{defenceDice|die|dice}}.',
  'his.fact.debater': '{{debater}}: debate value {{value}}.',
};
